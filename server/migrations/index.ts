import type { Migration } from 'kysely';
import * as core from './0001-core.ts';
import * as accounts from './0002-accounts.ts';
import * as tournaments from './0003-tournaments.ts';
import * as trading from './0004-trading.ts';
import * as preferences from './0005-preferences.ts';
import * as files from './0006-files.ts';
import * as alliances from './0007-alliances.ts';
import * as kyc from './0008-kyc.ts';
import * as notifications from './0009-notifications.ts';
import * as owed from './0010-owed.ts';
import * as memberRevoked from './0011-member-revoked.ts';
import * as closingAnnounced from './0012-closing-announced.ts';

/** Every migration in order; a static list so the bundle-free server needs no directory scan. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-accounts': accounts,
  '0003-tournaments': tournaments,
  '0004-trading': trading,
  '0005-preferences': preferences,
  '0006-files': files,
  '0007-alliances': alliances,
  '0008-kyc': kyc,
  '0009-notifications': notifications,
  '0010-owed': owed,
  '0011-member-revoked': memberRevoked,
  '0012-closing-announced': closingAnnounced,
};

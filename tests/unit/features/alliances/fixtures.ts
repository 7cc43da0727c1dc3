import type { Alliance, AllianceDetail, AllianceMember, AlliancePage } from '@/contract/alliances.ts';

export const ME = '0b5f8f39-8f57-4a52-9d0e-6f0c1d2e3a41';
export const OWNER = '4c1e2f00-7a5b-4f7e-8c9d-1a2b3c4d5e6f';
export const ALLIANCE_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

export const allianceFixture = (fields: Partial<Alliance> = {}): Alliance => ({
  id: ALLIANCE_ID,
  name: 'Gold Bulls',
  description: 'Gold and indices, patient trades.',
  logo: null,
  isApprovalRequired: true,
  createdAt: '2026-05-01T08:00:00.000Z',
  createdBy: { id: OWNER, name: 'Olga K.' },
  memberCount: 3,
  pendingCount: 0,
  myStatus: null,
  isOwner: false,
  ...fields,
});

export const memberFixture = (fields: Partial<AllianceMember> = {}): AllianceMember => ({
  userId: ME,
  name: 'Dana L.',
  email: 'dana@example.com',
  status: 'accepted',
  isOwner: false,
  requestedAt: '2026-05-02T09:00:00.000Z',
  acceptedAt: '2026-05-02T10:00:00.000Z',
  rejectedAt: null,
  leftAt: null,
  kickedAt: null,
  joinedAt: '2026-05-02T10:00:00.000Z',
  ...fields,
});

export const ownerRow = memberFixture({
  userId: OWNER,
  name: 'Olga K.',
  email: 'o***@example.com',
  isOwner: true,
  acceptedAt: null,
  requestedAt: '2026-05-01T08:00:00.000Z',
  joinedAt: '2026-05-01T08:00:00.000Z',
});

export const detailFixture = (
  fields: Partial<Alliance> = {},
  members: AllianceMember[] = [ownerRow],
): AllianceDetail => ({ ...allianceFixture(fields), members });

export const pageOf = (results: Alliance[]): AlliancePage => ({
  results,
  page: 1,
  limit: 20,
  totalResults: results.length,
  totalPages: 1,
});

import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import type { TradeAccount } from '@/contract/tournament.ts';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';

/**
 * The trading profile beside the terminal: its name (renamable, composed in by the page) and the account. Balance
 * and equity are left to the terminal, which shows them live; a copy from page load would contradict it.
 */
export function TradeProfileCard({
  account,
  profileName,
}: {
  account: TradeAccount;
  profileName: ReactNode;
}) {
  const { t, locale } = useTranslation();
  return (
    <Card title={t('trade.profile')}>
      <div className="font-semibold">{profileName}</div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm xl:grid-cols-1">
        <Stat label={t('tradeProfiles.accountId')}>
          <span dir="ltr">{account.login ?? '—'}</span>
        </Stat>
        <Stat label={t('tournaments.startingBalance')}>{formatMoney(account.startingBalance, locale)}</Stat>
      </dl>
    </Card>
  );
}

import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { authStore } from '@/features/auth/store.ts';

const LEFT = [
  'dashboard.mainTournament',
  'dashboard.rank',
  'dashboard.groupRank',
  'dashboard.pnl',
  'dashboard.topTournaments',
];
const RIGHT = ['dashboard.affiliates', 'dashboard.alliance', 'dashboard.nextAchievements'];

/** The dashboard's two columns (spec section 2); sections fill in as their issues land. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSnapshot(authStore);
  usePageTitle(t('pages.dashboard'));
  const section = (key: string) => (
    <Card key={key} title={t(key)}>
      <p className="text-sm text-muted">{t('common.comingSoon')}</p>
    </Card>
  );
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user?.firstname ?? '' })}
        subtitle={t('dashboard.subtitle')}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">{LEFT.map(section)}</div>
        <div className="flex flex-col gap-5">
          <Card title={t('dashboard.referralCode')}>
            <p className="font-mono text-2xl font-bold tracking-widest text-primary">{user?.affiliateCode}</p>
            <p className="mt-1 text-sm text-muted">{t('dashboard.referralHint')}</p>
          </Card>
          {RIGHT.map(section)}
        </div>
      </div>
    </>
  );
}

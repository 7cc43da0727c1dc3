import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { authStore } from '@/features/auth/store.ts';
import { MainTournamentCard } from '@/features/tournaments/components/main-tournament-card.tsx';
import { TopTournaments } from '@/features/tournaments/components/top-tournaments.tsx';
import { useMemberId } from '../use-member-id.ts';

const LATER = ['dashboard.affiliates', 'dashboard.alliance', 'dashboard.nextAchievements'];

/** The dashboard's two columns (spec section 2); affiliates, alliance and achievements arrive with their issues. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSnapshot(authStore);
  const ownerId = useMemberId();
  usePageTitle(t('pages.dashboard'));
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user?.firstname ?? '' })}
        subtitle={t('dashboard.subtitle')}
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <MainTournamentCard ownerId={ownerId} />
          <TopTournaments ownerId={ownerId} />
        </div>
        <div className="flex flex-col gap-5">
          <Card title={t('dashboard.referralCode')}>
            <p className="font-mono text-2xl font-bold tracking-widest text-primary">{user?.affiliateCode}</p>
            <p className="mt-1 text-sm text-muted">{t('dashboard.referralHint')}</p>
          </Card>
          {LATER.map((key) => (
            <Card key={key} title={t(key)}>
              <p className="text-sm text-muted">{t('common.comingSoon')}</p>
            </Card>
          ))}
        </div>
      </div>
    </>
  );
}

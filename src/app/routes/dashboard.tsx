import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { authStore } from '@/features/auth/store.ts';
import { AffiliatesCard } from '@/features/dashboard/components/affiliates-card.tsx';
import { PnlSummaryCard } from '@/features/dashboard/components/pnl-summary-card.tsx';
import { ReferralCard } from '@/features/dashboard/components/referral-card.tsx';
import { AchievementsCard } from '@/features/dashboard/components/upcoming-cards.tsx';
import { AllianceCard } from '@/features/alliances/components/alliance-card.tsx';
import { MainTournamentCard } from '@/features/tournaments/components/main-tournament-card.tsx';
import { TopTournaments } from '@/features/tournaments/components/top-tournaments.tsx';
import { useMemberId } from '../use-member-id.ts';

/**
 * The dashboard (spec section 2): competing on the left (main tournament, P&L, top tournaments), the member's
 * network on the right (referral, affiliates, alliance, achievements). One column below the lg breakpoint.
 * Every card loads and fails on its own.
 */
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
          <PnlSummaryCard ownerId={ownerId} />
          <TopTournaments ownerId={ownerId} />
        </div>
        <div className="flex flex-col gap-5">
          <ReferralCard affiliateCode={user?.affiliateCode} />
          <AffiliatesCard ownerId={ownerId} />
          <AllianceCard ownerId={ownerId} />
          <AchievementsCard />
        </div>
      </div>
    </>
  );
}

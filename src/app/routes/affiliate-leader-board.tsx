import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { AffiliateBoard } from '@/features/leaderboards/components/affiliate-board.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /affiliate-leader-board: the members who referred the most. */
export default function AffiliateLeaderBoardPage() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  usePageTitle(t('pages.affiliateLeaderBoard'));
  return (
    <>
      <PageHeader title={t('pages.affiliateLeaderBoard')} subtitle={t('leaderboards.affiliates.subtitle')} />
      <AffiliateBoard memberId={memberId} />
    </>
  );
}

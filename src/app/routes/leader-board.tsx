import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LeaderboardList } from '@/features/leaderboards/components/leaderboard-list.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /leader-board: live and past tournament leaderboards. */
export default function LeaderBoardPage() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  usePageTitle(t('pages.leaderBoard'));
  return (
    <>
      <PageHeader title={t('pages.leaderBoard')} subtitle={t('leaderboards.subtitle')} />
      <LeaderboardList ownerId={memberId} />
    </>
  );
}

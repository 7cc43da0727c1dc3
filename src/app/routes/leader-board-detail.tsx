import { useParams } from 'wouter';
import { BoardDetailView } from '@/features/leaderboards/components/board-detail.tsx';
import { WatchButton } from '@/features/notifications/components/watch-button.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /leader-board/{id}: one tournament's board, live over the socket while open. */
export default function LeaderBoardDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const memberId = useMemberId();
  return <BoardDetailView key={id} memberId={memberId} id={id} watch={<WatchButton tournamentId={id} />} />;
}

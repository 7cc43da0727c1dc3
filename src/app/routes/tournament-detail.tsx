import { useParams } from 'wouter';
import { CheckoutPanel } from '@/features/payments/components/checkout-panel.tsx';
import { WatchButton } from '@/features/notifications/components/watch-button.tsx';
import { TournamentDetailView } from '@/features/tournaments/components/tournament-detail.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /tournaments/{type}/{id} and /tournaments/{id}: the tournament, with the payment form composed in. */
export default function TournamentDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const ownerId = useMemberId();
  return (
    <TournamentDetailView
      key={id}
      ownerId={ownerId}
      id={id}
      renderEntry={(tournament) => <CheckoutPanel tournamentId={tournament.id} price={tournament.price} />}
      watch={<WatchButton tournamentId={id} />}
    />
  );
}

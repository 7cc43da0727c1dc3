import { useParams } from 'wouter';
import { AllianceDetailView } from '@/features/alliances/components/alliance-detail.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /alliances/{id}: one alliance, its members, and what the member (or its owner) may do. */
export default function AllianceDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const ownerId = useMemberId();
  return <AllianceDetailView key={id} ownerId={ownerId} id={id} />;
}

import type { BadgeTone } from '@/components/ui/badge.tsx';
import type { BoardStatus } from '@/contract/realtime.ts';

/** How each board status reads (spec section 4: live, being calculated, final). */
export const STATUS_LOOK: Record<BoardStatus, { key: string; tone: BadgeTone; isPulsing: boolean }> = {
  live: { key: 'leaderboards.status.live', tone: 'profit', isPulsing: true },
  calculating: { key: 'leaderboards.status.calculating', tone: 'warning', isPulsing: false },
  final: { key: 'leaderboards.status.final', tone: 'neutral', isPulsing: false },
};

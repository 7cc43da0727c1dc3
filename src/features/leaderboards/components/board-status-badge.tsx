import { Badge } from '@/components/ui/badge.tsx';
import type { BoardStatus } from '@/contract/realtime.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { STATUS_LOOK } from '../labels.ts';

/** Live (with a pulsing dot), Being calculated or Final. */
export function BoardStatusBadge({ status }: { status: BoardStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <Badge tone={look.tone} isPulsing={look.isPulsing}>
      {t(look.key)}
    </Badge>
  );
}

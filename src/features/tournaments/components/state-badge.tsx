import { Badge } from '@/components/ui/badge.tsx';
import { formatCountdown } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import type { DisplayState } from '../display-state.ts';
import { STATE_LOOK } from '../labels.ts';

/** The display state of spec section 4 as a badge; countdowns tick with the `now` the screen passes down. */
export function StateBadge({ state, className }: { state: DisplayState; className?: string }) {
  const { t } = useTranslation();
  const look = STATE_LOOK[state.kind];
  const time = 'msLeft' in state ? ltr(formatCountdown(state.msLeft, t('common.daysShort'))) : '';
  return (
    <Badge tone={look.tone} isPulsing={look.isPulsing ?? false} className={`tabular ${className ?? ''}`}>
      {t(look.key, { time })}
    </Badge>
  );
}

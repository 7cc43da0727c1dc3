import { useEffect, useState } from 'react';
import { formatTimeLeft, timeLeftMs } from '../domain/time-left.ts';
import { t } from '../i18n.ts';

/**
 * Counts down on the server's clock. Only this component ticks each second, not the strip around it. When it
 * reaches zero it asks the caller to refresh: the server then says trading is closed.
 */
export function TimeLeft({
  endsAt,
  offsetMs,
  onEnd,
}: {
  endsAt: string;
  offsetMs: number;
  onEnd: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeftMs(endsAt, now, offsetMs);
  const isOver = left === 0;

  useEffect(() => {
    if (isOver) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isOver]);

  useEffect(() => {
    if (isOver) onEnd();
  }, [isOver, onEnd]);

  if (isOver) return <>{t('terminal.account.ended')}</>;
  return <time dateTime={endsAt}>{formatTimeLeft(left, t('terminal.account.daysShort'))}</time>;
}

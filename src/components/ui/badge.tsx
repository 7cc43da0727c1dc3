import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'profit' | 'loss' | 'warning' | 'accent';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-2 text-muted',
  primary: 'border-primary/40 bg-primary/10 text-primary',
  profit: 'border-profit/40 bg-profit/10 text-profit',
  loss: 'border-loss/40 bg-loss/10 text-loss',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  accent: 'border-accent/40 bg-accent/10 text-accent',
};

/** A short status label; `isPulsing` marks something happening now (a live tournament). */
export function Badge({
  tone = 'neutral',
  isPulsing = false,
  children,
  className = '',
}: {
  tone?: BadgeTone;
  isPulsing?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-snug font-semibold ${TONES[tone]} ${className}`}
    >
      {isPulsing && (
        <span className="relative flex size-2 shrink-0" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60" />
          <span className="relative inline-flex size-2 rounded-full bg-current" />
        </span>
      )}
      {children}
    </span>
  );
}

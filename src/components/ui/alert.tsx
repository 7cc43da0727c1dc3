import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

type Tone = 'info' | 'success' | 'error' | 'warning';

const LOOK: Record<Tone, { icon: IconName; className: string }> = {
  info: { icon: 'info', className: 'border-primary/40 bg-primary/10 [&>svg]:text-primary' },
  success: { icon: 'check', className: 'border-profit/40 bg-profit/10 [&>svg]:text-profit' },
  error: { icon: 'alert', className: 'border-loss/40 bg-loss/10 [&>svg]:text-loss' },
  warning: { icon: 'alert', className: 'border-warning/40 bg-warning/10 [&>svg]:text-warning' },
};

/** A message inside the page (not a toast); errors and warnings are announced at once, the rest politely. */
export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  const isUrgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${LOOK[tone].className} ${className}`}
    >
      <Icon name={LOOK[tone].icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

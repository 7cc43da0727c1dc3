import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

/** What a list shows when it has nothing in it: an icon, one sentence, and maybe a way on. */
export function EmptyState({
  icon = 'info',
  title,
  children,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-muted">
        <Icon name={icon} className="size-6" />
      </span>
      <p className="font-semibold">{title}</p>
      {children && <div className="text-sm text-muted">{children}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';

/** The whole frame for one message: opening, offline, a link that no longer works, a session that ended. */
export function FullPanel({
  title,
  children,
  icon,
  isBusy = false,
}: {
  title: string;
  children?: ReactNode;
  /** Shown above the title (decorative). */
  icon?: ReactNode;
  isBusy?: boolean;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div
        className="flex max-w-md flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
        aria-busy={isBusy || undefined}
      >
        {isBusy && (
          <span
            className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent"
            aria-hidden="true"
          />
        )}
        {icon}
        <h1 className="text-lg font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

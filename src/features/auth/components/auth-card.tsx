import type { ReactNode } from 'react';

/** Link look inside the auth screens. */
export const linkClass = 'font-semibold text-primary hover:underline';
/** A link that leads on as the screen's main action, drawn as the primary button. */
export const buttonLinkClass =
  'inline-flex h-11 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg hover:brightness-110';

/** The card every account screen sits in: one h1 (the screen's heading), a line under it, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

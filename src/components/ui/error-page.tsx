import { Link } from 'wouter';

type Props = { code: string; title: string; message: string; actionLabel: string; actionHref: string };

/** Full-page error of spec section 8 (server error, not found, access denied). */
export function ErrorPage({ code, title, message, actionLabel, actionHref }: Props) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-7xl font-black tracking-tight text-primary tabular" aria-hidden="true">
        {code}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted">{message}</p>
      <Link
        href={actionHref}
        className="mt-2 inline-flex min-h-10 items-center rounded-lg bg-primary px-5 text-sm font-semibold text-primary-fg"
      >
        {actionLabel}
      </Link>
    </main>
  );
}

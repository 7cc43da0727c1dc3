import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '@/components/ui/logo.tsx';
import { env } from '@/config/env.ts';
import { useTranslation } from '@/lib/i18n.ts';

/** Split screen for the auth area: brand imagery (the DXB variant has its own) and the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const isDxb = location.startsWith('/auth/dxb-');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-surface lg:block">
        <img
          src={isDxb ? '/images/auth-dxb.svg' : '/images/auth-arena.svg'}
          alt=""
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-10 text-white">
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80">
            {t(isDxb ? 'auth.dxbEyebrow' : 'auth.eyebrow')}
          </p>
          <p className="mt-2 max-w-md text-3xl font-bold leading-tight">
            {t(isDxb ? 'auth.dxbTagline' : 'auth.tagline')}
          </p>
        </div>
      </aside>
      <main id="main" className="flex flex-col items-center justify-center px-5 py-10 sm:px-10">
        <div className="mb-8 self-center lg:self-start lg:ps-2">
          <Logo name={env.productName} />
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

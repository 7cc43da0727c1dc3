import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '@/components/ui/logo.tsx';
import { env } from '@/config/env.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { DisplaySettings } from '@/features/preferences/components/display-settings.tsx';
import { headerIconButton } from './header-button.ts';
import { LanguagePicker } from './language-picker.tsx';

/**
 * Split screen for the auth area: brand imagery (the DXB variant has its own; a band above the form on phones) and
 * the form, with the language and display settings at the top.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const isDxb = location.startsWith('/auth/dxb-');
  const image = isDxb ? '/images/auth-dxb.svg' : '/images/auth-arena.svg';
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-surface lg:block">
        <img src={image} alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-10 text-white">
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80">
            {t(isDxb ? 'auth.dxbEyebrow' : 'auth.eyebrow')}
          </p>
          <p className="mt-2 max-w-md text-3xl font-bold leading-tight">
            {t(isDxb ? 'auth.dxbTagline' : 'auth.tagline')}
          </p>
        </div>
      </aside>
      <main id="main" className="flex flex-col items-center justify-center px-5 pt-4 pb-10 sm:px-10">
        <div className="mb-6 flex w-full max-w-md items-center justify-between gap-3 lg:max-w-none">
          <Logo name={env.productName} />
          <div className="flex items-center gap-1">
            <LanguagePicker />
            <DisplaySettings buttonClass={headerIconButton} />
          </div>
        </div>
        <div className="flex w-full max-w-md flex-1 flex-col justify-center">
          <img src={image} alt="" className="mb-6 h-28 w-full rounded-2xl object-cover lg:hidden" />
          {children}
        </div>
      </main>
    </div>
  );
}

import { Link, useLocation } from 'wouter';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { titleKeyFor } from './titles.ts';

/** The auth screens' frame; their forms arrive with the accounts issue. */
export default function AuthScreen() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const title = t(titleKeyFor(location));
  usePageTitle(title);
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-muted">{t('common.comingSoon')}</p>
      {location !== paths.auth.login && (
        <Link
          href={paths.auth.login}
          className="mt-6 inline-block text-sm font-semibold text-primary underline"
        >
          {t('pages.login')}
        </Link>
      )}
    </section>
  );
}

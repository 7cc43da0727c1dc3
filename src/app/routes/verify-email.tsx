import { Link } from 'wouter';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /verify-email/{token}: the verification call arrives with the accounts issue. */
export default function VerifyEmail() {
  const { t } = useTranslation();
  usePageTitle(t('pages.verifyEmail'));
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('pages.verifyEmail')}</h1>
      <p className="max-w-md text-muted">{t('common.comingSoon')}</p>
      <Link href={paths.auth.login} className="font-semibold text-primary underline">
        {t('pages.login')}
      </Link>
    </main>
  );
}

import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Phone and verification form arrives with the accounts issue; the guard already routes members here. */
export default function CompleteProfile() {
  const { t } = useTranslation();
  usePageTitle(t('pages.completeProfile'));
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{t('pages.completeProfile')}</h1>
      <p className="mt-3 text-muted">{t('common.comingSoon')}</p>
    </section>
  );
}

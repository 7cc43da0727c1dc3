import { ErrorPage } from '@/components/ui/error-page.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export default function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound'));
  return (
    <ErrorPage
      code="404"
      title={t('errors.notFound.title')}
      message={t('errors.notFound.body')}
      actionLabel={t('errors.goHome')}
      actionHref={paths.dashboard}
    />
  );
}

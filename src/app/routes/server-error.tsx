import { ErrorPage } from '@/components/ui/error-page.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export default function ServerError() {
  const { t } = useTranslation();
  usePageTitle(t('errors.serverError.title'));
  return (
    <ErrorPage
      code="500"
      title={t('errors.serverError.title')}
      message={t('errors.serverError.body')}
      actionLabel={t('errors.goHome')}
      actionHref={paths.dashboard}
    />
  );
}

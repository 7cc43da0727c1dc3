import { ErrorPage } from '@/components/ui/error-page.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export default function AccessDenied() {
  const { t } = useTranslation();
  usePageTitle(t('errors.accessDenied.title'));
  return (
    <ErrorPage
      code="403"
      title={t('errors.accessDenied.title')}
      message={t('errors.accessDenied.body')}
      actionLabel={t('errors.goHome')}
      actionHref={paths.dashboard}
    />
  );
}

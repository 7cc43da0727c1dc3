import { ErrorPage } from '@/components/ui/error-page.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const CODES = { serverError: '500', notFound: '404', accessDenied: '403' } as const;

/** The error pages of spec section 8, each titled and worded from the translations. */
export function ErrorScreen({ kind }: { kind: keyof typeof CODES }) {
  const { t } = useTranslation();
  const title = t(`errors.${kind}.title`);
  usePageTitle(kind === 'notFound' ? t('pages.notFound') : title);
  return (
    <ErrorPage
      code={CODES[kind]}
      title={title}
      message={t(`errors.${kind}.body`)}
      actionLabel={t('errors.goHome')}
      actionHref={paths.dashboard}
    />
  );
}

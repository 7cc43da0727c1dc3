import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /trade/{id}/{accountId}: the side menu collapses here; the embedded terminal arrives with the trading issue. */
export default function Trade() {
  const { t } = useTranslation();
  usePageTitle(t('pages.trade'));
  return (
    <>
      <PageHeader title={t('pages.trade')} />
      <Card>
        <p className="text-muted">{t('common.comingSoon')}</p>
      </Card>
    </>
  );
}

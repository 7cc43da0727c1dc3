import { useLocation } from 'wouter';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { titleKeyFor } from './titles.ts';

/** A routed, guarded screen whose content arrives in a later release; it says so plainly. */
export default function Placeholder() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const title = t(titleKeyFor(location));
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p className="text-muted">{t('common.comingSoon')}</p>
      </Card>
    </>
  );
}

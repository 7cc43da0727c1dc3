import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { AllianceDirectory } from '@/features/alliances/components/alliance-directory.tsx';
import { CreateAlliance } from '@/features/alliances/components/create-alliance.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /alliances: the member's alliances and every alliance, with "Create alliance". */
export default function AlliancesPage() {
  const { t } = useTranslation();
  const ownerId = useMemberId();
  usePageTitle(t('pages.alliances'));
  return (
    <>
      <PageHeader
        title={t('pages.alliances')}
        subtitle={t('alliances.subtitle')}
        actions={<CreateAlliance ownerId={ownerId} />}
      />
      <AllianceDirectory ownerId={ownerId} />
    </>
  );
}

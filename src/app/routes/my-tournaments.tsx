import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { MyTournaments } from '@/features/tournaments/components/my-tournaments.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /my-tournaments: current and past entries. */
export default function MyTournamentsPage() {
  const { t } = useTranslation();
  const ownerId = useMemberId();
  usePageTitle(t('pages.myTournaments'));
  return (
    <>
      <PageHeader title={t('pages.myTournaments')} subtitle={t('myTournaments.subtitle')} />
      <MyTournaments ownerId={ownerId} />
    </>
  );
}

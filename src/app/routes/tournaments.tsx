import { useLocation } from 'wouter';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { TOURNAMENT_SLUGS } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { TournamentList } from '@/features/tournaments/components/tournament-list.tsx';
import { TYPE_OF_SLUG } from '@/features/tournaments/type-slug.ts';
import { useMemberId } from '../use-member-id.ts';

/** /tournaments (every type) and /tournaments/master|mini|play2earn (one type). */
export default function TournamentsPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const ownerId = useMemberId();
  const slug = TOURNAMENT_SLUGS.find((candidate) => location === `/tournaments/${candidate}`);
  const title = t(slug ? `pages.${slug}` : 'pages.tournaments');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={t('tournaments.subtitle')} />
      <TournamentList key={slug ?? 'all'} ownerId={ownerId} type={slug ? TYPE_OF_SLUG[slug] : undefined} />
    </>
  );
}

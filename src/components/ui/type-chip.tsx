import { Icon, type IconName } from '@/components/ui/icon.tsx';
import type { TournamentType } from '@/contract/tournament.ts';
import { useTranslation } from '@/lib/i18n.ts';

const ICON: Record<TournamentType, IconName> = {
  master_tournament: 'star',
  mini_tournament: 'bolt',
  play_2_earn: 'coins',
};

const LABEL: Record<TournamentType, string> = {
  master_tournament: 'tournaments.type.master',
  mini_tournament: 'tournaments.type.mini',
  play_2_earn: 'tournaments.type.play2earn',
};

/** Main, Mini or Play2Earn with the side menu's icon for it. */
export function TypeChip({ type }: { type: TournamentType }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
      <Icon name={ICON[type]} className="size-4 text-primary" />
      {t(LABEL[type])}
    </span>
  );
}

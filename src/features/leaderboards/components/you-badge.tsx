import { useTranslation } from '@/lib/i18n.ts';

/** "You", solid so it keeps its contrast on the highlighted row (a tinted badge on a tinted row does not). */
export function YouBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
      {t('leaderboards.you')}
    </span>
  );
}

import { Card } from '@/components/ui/card.tsx';
import { Icon, type IconName } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';

function Upcoming({ title, icon, text }: { title: string; icon: IconName; text: string }) {
  return (
    <Card title={title}>
      <p className="flex items-center gap-3 text-sm text-muted">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2">
          <Icon name={icon} className="size-5" />
        </span>
        {text}
      </p>
    </Card>
  );
}

/** Spec section 2 lists next achievements as "coming soon". */
export function AchievementsCard() {
  const { t } = useTranslation();
  return <Upcoming title={t('dashboard.nextAchievements')} icon="star" text={t('dashboard.comingSoon')} />;
}

import type { ReactNode } from 'react';
import type { AlliancePage } from '@/contract/alliances.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { AllianceListItem, AllianceListItemSkeleton } from './alliance-list-item.tsx';

type Props = {
  ownerId: string;
  list: CachedState<AlliancePage>;
  /** What an empty list says. */
  empty: ReactNode;
};

/** A list of alliances as cards, with its loading, failure and empty states. */
export function AllianceGrid({ ownerId, list, empty }: Props) {
  const { t } = useTranslation();
  if (list.isLoading)
    return (
      <div role="status" aria-label={t('app.loading')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {[1, 2, 3, 4].map((card) => (
          <AllianceListItemSkeleton key={card} />
        ))}
      </div>
    );
  if (!list.data)
    return (
      <Alert tone="error">
        <p>
          {list.isOffline ? t('alliances.offlineNoData') : (list.error?.message ?? t('common.loadFailed'))}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void list.refresh()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (list.data.results.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {list.data.results.map((alliance) => (
        <li key={alliance.id} className="min-w-0">
          <AllianceListItem ownerId={ownerId} alliance={alliance} />
        </li>
      ))}
    </ul>
  );
}

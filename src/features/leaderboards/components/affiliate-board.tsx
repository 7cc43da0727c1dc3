import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { useAffiliateBoard } from '../hooks/use-leaderboard-lists.ts';
import { AffiliateTable } from './affiliate-table.tsx';
import { Freshness } from './freshness.tsx';

/** The affiliate leaderboard (spec section 2): the top 100 referrers, cached, with the member marked. */
export function AffiliateBoard({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const board = useAffiliateBoard(memberId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Freshness
          updatedAt={board.updatedAt}
          isRefreshing={board.isRefreshing}
          isOffline={board.isOffline}
          onRefresh={() => void board.refresh()}
        />
      </div>
      {board.isLoading ? (
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-2">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : !board.data ? (
        <Alert tone="error">
          <p>{board.error?.message ?? t('common.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void board.refresh()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : board.data.rows.length === 0 ? (
        <EmptyState icon="users" title={t('leaderboards.affiliates.empty')}>
          {t('leaderboards.affiliates.emptyHint')}
        </EmptyState>
      ) : (
        <AffiliateTable board={board.data} memberId={memberId} />
      )}
    </div>
  );
}

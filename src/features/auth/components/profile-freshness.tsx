import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { reachability } from '@/lib/api-client.ts';
import { useProfileUpdatedAt } from '@/lib/cached-resource.ts';
import { useOnline } from '@/lib/use-online.ts';
import { loadUser } from '../session.ts';

/** When the member's profile was last fetched, whether it is the saved copy, and a refresh. */
export function ProfileFreshness({ ownerId }: { ownerId: string }) {
  const updatedAt = useProfileUpdatedAt(ownerId);
  const { isReachable } = useSnapshot(reachability);
  const isOnline = useOnline();
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void loadUser().finally(() => setRefreshing(false));
  };
  return (
    <LastUpdated
      updatedAt={updatedAt}
      isRefreshing={isRefreshing}
      isOffline={!isOnline || !isReachable}
      onRefresh={refresh}
    />
  );
}

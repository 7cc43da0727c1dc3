import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { preferences } from '@/features/preferences/store.ts';
import { TradeScreen } from '@/features/trading/components/trade-screen.tsx';
import { ProfileNameEditor } from '@/features/trade-profiles/components/profile-name-editor.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /trade/{id}/{accountId}: the side menu collapses here (main layout); the trading profile is renamable. */
export default function Trade() {
  const { id = '', accountId = '' } = useParams<{ id: string; accountId?: string }>();
  const ownerId = useMemberId();
  const { theme } = useSnapshot(preferences);
  return (
    <TradeScreen
      key={`${id}/${accountId}`}
      tournamentId={id}
      accountId={accountId}
      theme={theme}
      renderProfileName={(account) => (
        <ProfileNameEditor
          ownerId={ownerId}
          accountId={account.accountId}
          profileName={account.profileName}
        />
      )}
    />
  );
}

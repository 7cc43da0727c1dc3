import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card.tsx';
import type { PROFILE_TABS } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { ProfileFreshness } from '@/features/auth/components/profile-freshness.tsx';
import { authStore, setUser } from '@/features/auth/store.ts';
import { ReferralCard } from '@/features/dashboard/components/referral-card.tsx';
import { ReferralList } from '@/features/dashboard/components/referral-list.tsx';
import { EnrolledAlliances } from '@/features/alliances/components/enrolled-alliances.tsx';
import { KycCard } from '@/features/kyc/components/kyc-card.tsx';
import { PurchaseHistory } from '@/features/payments/components/purchase-history.tsx';
import { PersonalInfo } from '@/features/profile/components/personal-info.tsx';
import { TradeProfiles } from '@/features/trade-profiles/components/trade-profiles.tsx';

type Tab = (typeof PROFILE_TABS)[number];

/** One profile tab (spec section 2), composed from the features that own its parts. */
export function ProfileTab({ tab, ownerId }: { tab: Tab; ownerId: string }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(authStore);
  const title = t(`profile.tab.${tab}`);
  switch (tab) {
    case 'personal-info':
      return (
        <div className="flex min-w-0 flex-col gap-5">
          <Card title={title}>
            <div className="-mt-1 mb-4 flex justify-end">
              <ProfileFreshness ownerId={ownerId} />
            </div>
            <PersonalInfo ownerId={ownerId} user={user} onSaved={setUser} />
          </Card>
          <KycCard ownerId={ownerId} />
        </div>
      );
    case 'refer-and-earn':
      return (
        <div className="flex min-w-0 flex-col gap-5">
          <ReferralCard affiliateCode={user?.affiliateCode} />
          <Card title={title}>
            <ReferralList ownerId={ownerId} />
          </Card>
        </div>
      );
    case 'trade-info':
      return (
        <Card title={title} className="min-w-0">
          <TradeProfiles ownerId={ownerId} />
        </Card>
      );
    case 'purchase-history':
      return (
        <Card title={title} className="min-w-0">
          <PurchaseHistory ownerId={ownerId} />
        </Card>
      );
    case 'enrolled-alliances':
      return (
        <Card title={title} className="min-w-0">
          <EnrolledAlliances ownerId={ownerId} />
        </Card>
      );
    default:
      return (
        <Card title={title} className="min-w-0">
          <p className="text-muted">{t('common.comingSoon')}</p>
        </Card>
      );
  }
}

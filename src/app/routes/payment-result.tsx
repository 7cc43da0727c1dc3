import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { PaymentResult } from '@/features/payments/components/payment-result.tsx';
import { ProfileNameEditor } from '@/features/trade-profiles/components/profile-name-editor.tsx';
import { useMemberId } from '../use-member-id.ts';

/** /tournaments/payment-success and /tournaments/payment-cancel, where the checkout comes back to. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const ownerId = useMemberId();
  const transactionId = new URLSearchParams(search).get('transactionId');
  const title = t(location === paths.paymentCancel ? 'pages.paymentCancel' : 'pages.paymentSuccess');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <PaymentResult
        key={transactionId}
        transactionId={transactionId}
        renderProfileName={(transaction) => (
          <ProfileNameEditor
            ownerId={ownerId}
            accountId={transaction.accountId}
            profileName={transaction.profileName ?? ''}
          />
        )}
      />
    </>
  );
}

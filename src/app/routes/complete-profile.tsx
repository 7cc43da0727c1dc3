import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { CompleteProfile } from '@/features/auth/components/complete-profile.tsx';

/** /complete-profile: a member without a phone lands here (the member area frames it in the auth layout). */
export default function CompleteProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.completeProfile'));
  return <CompleteProfile />;
}

import { Link } from 'wouter';
import { Icon } from '@/components/ui/icon.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { AuthCard, buttonLinkClass } from './auth-card.tsx';

/** After a password sign-up: the account waits for its email to be verified, then the member logs in. */
export function AccountCreated() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('accountSuccess.title')}>
      <div className="flex items-start gap-3">
        <Icon name="mail" className="mt-0.5 size-6 shrink-0 text-profit" />
        <p className="text-muted">{t('accountSuccess.body')}</p>
      </div>
      <Link href={paths.auth.login} className={`mt-6 ${buttonLinkClass}`}>
        {t('accountSuccess.login')}
      </Link>
    </AuthCard>
  );
}

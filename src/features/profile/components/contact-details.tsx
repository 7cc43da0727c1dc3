import { Link } from 'wouter';
import type { User } from '@/contract/user.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';

type Props = { user: Pick<User, 'email' | 'phone' | 'phonePrefix' | 'isPhoneVerified'> };

/**
 * Email and phone, read-only: the email is the platform's, and the phone changes (and is verified again) online on
 * /complete-profile?change=phone, which comes back here when done.
 */
export function ContactDetails({ user }: Props) {
  const { t } = useTranslation();
  const phone = user.phone ? [user.phonePrefix, user.phone].filter(Boolean).join(' ') : null;
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-surface-2/50 p-4 md:grid-cols-2">
      <Stat label={t('fields.email')}>{user.email}</Stat>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('fields.phone')}</dt>
        <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          {phone ? (
            <span dir="ltr" className="font-semibold tabular">
              {phone}
            </span>
          ) : (
            <span className="text-muted">{t('profile.personal.notSet')}</span>
          )}
          <Badge tone={user.isPhoneVerified ? 'profit' : 'warning'}>
            {t(user.isPhoneVerified ? 'profile.personal.verified' : 'profile.personal.notVerified')}
          </Badge>
          <Link
            href={`${paths.completeProfile}?change=phone`}
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t('code.changePhone')}
          </Link>
        </dd>
      </div>
    </dl>
  );
}

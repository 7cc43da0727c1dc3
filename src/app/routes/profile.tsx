import { Link, Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { BackLink } from '@/components/ui/back-link.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths, PROFILE_TABS } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { TABLET_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { authStore, levelName } from '@/features/auth/store.ts';
import { saveUser } from '@/features/auth/session.ts';
import { Avatar } from '@/features/auth/components/avatar.tsx';
import { ProfileHeader } from '@/features/profile/components/profile-header.tsx';
import { useMemberId } from '../use-member-id.ts';
import { ProfileTab } from './profile-tab.tsx';

/** /profile: tab list on mobile, personal-info on tablet and larger (spec section 2). */
export default function Profile() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const isTablet = useMediaQuery(TABLET_QUERY);
  const ownerId = useMemberId();
  const { user, levels } = useSnapshot(authStore);
  usePageTitle(t('pages.profile'));
  const current = PROFILE_TABS.find((tab) => location === paths.profile(tab));
  if (!current && isTablet) return <Redirect to={paths.profile('personal-info')} replace />;

  return (
    <>
      <PageHeader title={t('pages.profile')} />
      {user && (
        <ProfileHeader
          user={user}
          levelName={levelName(user, levels)}
          avatar={<Avatar user={user} size={179} />}
          onSaved={saveUser}
          // On a phone an open tab gets the whole screen; the header stands above the tab list.
          className={current ? 'hidden md:flex' : 'flex'}
        />
      )}
      <div className="grid grid-cols-1 gap-5 md:grid-cols-[240px_minmax(0,1fr)]">
        <nav aria-label={t('profile.tabs')} className={current ? 'hidden md:block' : ''}>
          <ul className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-2">
            {PROFILE_TABS.map((tab) => (
              <li key={tab}>
                <Link
                  href={paths.profile(tab)}
                  aria-current={tab === current ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                    tab === current
                      ? 'bg-primary text-primary-fg'
                      : 'text-muted hover:bg-surface-2 hover:text-text'
                  }`}
                >
                  {t(`profile.tab.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {current && (
          <BackLink href={paths.profile()} className="-mb-2 md:hidden">
            {t('pages.profile')}
          </BackLink>
        )}
        {current && <ProfileTab tab={current} ownerId={ownerId} />}
      </div>
    </>
  );
}

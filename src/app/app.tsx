import { lazy } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { Toaster } from '@/components/ui/toaster.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { GuestGuard } from './guards.tsx';
import { AuthLayout } from './layout/auth-layout.tsx';
import { UpdatePrompt } from './layout/update-prompt.tsx';
import { GUEST_ROUTES, MEMBER_ROUTES, NotFound, PUBLIC_ROUTES } from './routes/table.ts';
import { Loading, Screens } from './screens.tsx';

const MemberArea = lazy(() => import('./member-area.tsx'));

/** Unknown paths show page-not-found to everyone, signed in or not; known member paths need sign-in. */
function MemberOrNotFound() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const isMemberPath = MEMBER_ROUTES.some(({ path }) => matchRoute(parser, path, location)[0]);
  return isMemberPath ? <MemberArea /> : <NotFound />;
}

export function App() {
  const { t } = useTranslation();
  return (
    <>
      <Loading>
        <Switch>
          <Route path="/auth/*">
            <GuestGuard>
              <AuthLayout>
                <Loading>
                  <Screens routes={GUEST_ROUTES} />
                </Loading>
              </AuthLayout>
            </GuestGuard>
          </Route>
          <Route path={paths.completeProfile}>
            <MemberArea isCompletingProfile />
          </Route>
          {PUBLIC_ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
          <Route>
            <MemberOrNotFound />
          </Route>
        </Switch>
      </Loading>
      <UpdatePrompt />
      <Toaster dismissLabel={t('common.dismiss')} />
    </>
  );
}

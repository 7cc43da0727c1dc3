import { AuthLayout } from './layout/auth-layout.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { ProtectedGuard } from './protected-guard.tsx';
import { CompleteProfile, MEMBER_ROUTES } from './routes/table.ts';
import { Loading, Screens } from './screens.tsx';

/**
 * Everything behind sign-in, as one chunk: the guard, the main layout (side menu, header, Headless UI) and the
 * member screens. Visitors on the auth screens never download it.
 */
export default function MemberArea({ isCompletingProfile = false }: { isCompletingProfile?: boolean }) {
  return (
    <ProtectedGuard>
      {isCompletingProfile ? (
        <AuthLayout>
          <Loading>
            <CompleteProfile />
          </Loading>
        </AuthLayout>
      ) : (
        <MainLayout>
          <Loading>
            <Screens routes={MEMBER_ROUTES} />
          </Loading>
        </MainLayout>
      )}
    </ProtectedGuard>
  );
}

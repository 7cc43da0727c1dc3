import type { AuthResponse } from '@/contract/auth.ts';
import { setSession } from './store.ts';

/**
 * Login, code sign-up and security-code verification keep the access token and the member (spec section 4).
 * The offline profile copy and the level list need IndexedDB, which loads with the member area anyway.
 */
export function signIn({ user, tokens }: AuthResponse) {
  setSession(tokens.access.token, user, new Date(tokens.access.expires));
  void import('./session.ts').then(({ keepProfile, loadLevels }) => {
    void keepProfile(user);
    void loadLevels();
  });
}

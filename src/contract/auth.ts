import { Type, type Static } from '@sinclair/typebox';
import { User } from './user.ts';

/** Login and code verification answer (spec section 3, DECISIONS.md section 3). */
export const AuthResponse = Type.Object({
  user: User,
  tokens: Type.Object({
    access: Type.Object({ token: Type.String(), expires: Type.String({ format: 'date-time' }) }),
  }),
});
export type AuthResponse = Static<typeof AuthResponse>;

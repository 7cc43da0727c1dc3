import { Type, type Static } from '@sinclair/typebox';
import { Email, Strict } from './common.ts';
import { User } from './user.ts';

/** Login and code verification answer (spec section 3, DECISIONS.md section 3). */
export const AuthResponse = Type.Object({
  user: User,
  tokens: Type.Object({
    access: Type.Object({ token: Type.String(), expires: Type.String({ format: 'date-time' }) }),
  }),
});
export type AuthResponse = Static<typeof AuthResponse>;

/** A plain acknowledgement: what happened, in words a member can read. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

const Password = Type.String({ minLength: 1, maxLength: 128 });
const Name = Type.String({ minLength: 1, maxLength: 60 });
const Code = Type.String({ pattern: '^\\d{5}$' });
const Referral = Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' });
export const PhoneNumber = Type.String({ minLength: 6, maxLength: 15, pattern: '^\\d+$' });
export const PhonePrefix = Type.String({ pattern: '^\\+\\d{1,4}$' });
export const ResetToken = Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const LoginBody = Strict({ email: Email, password: Password });
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Strict({
  firstname: Name,
  lastname: Name,
  email: Email,
  password: Password,
  affiliateCode: Type.Optional(Referral),
  medium: Type.Optional(Referral),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const EmailBody = Strict({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

/** Sign-in by code: by email, or by phone with its prefix. */
export const RequestOtpBody = Type.Union([
  Strict({ type: Type.Literal('email'), email: Email }),
  Strict({ type: Type.Literal('phone'), phone: PhoneNumber, phonePrefix: PhonePrefix }),
]);
export type RequestOtpBody = Static<typeof RequestOtpBody>;

export const VerifyOtpBody = Type.Union([
  Strict({ otp: Code, email: Email }),
  Strict({ otp: Code, phone: PhoneNumber, phonePrefix: PhonePrefix }),
]);
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const VerifyPreRegisterBody = Strict({
  firstname: Name,
  lastname: Name,
  email: Email,
  otp: Code,
  affiliateCode: Type.Optional(Referral),
  medium: Type.Optional(Referral),
});
export type VerifyPreRegisterBody = Static<typeof VerifyPreRegisterBody>;

export const ResetPasswordQuery = Strict({ token: ResetToken });
export const PasswordBody = Strict({ password: Password });
export const SetNewPasswordBody = Strict({ password: Password, token: ResetToken });
export type SetNewPasswordBody = Static<typeof SetNewPasswordBody>;

export const TokenParams = Strict({ token: ResetToken });
export const UserIdParams = Strict({ userId: Type.String({ format: 'uuid' }) });

/** Code requests answer when the next code may be asked for, so the portal's countdown matches the server. */
export const CodeSentResponse = Type.Object({ message: Type.String(), resendInSeconds: Type.Integer() });
export type CodeSentResponse = Static<typeof CodeSentResponse>;

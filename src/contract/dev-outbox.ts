import { Type, type Static } from '@sinclair/typebox';
import { Strict } from './common.ts';

export const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);
export type Channel = Static<typeof Channel>;

/** A mail or SMS kept by the dev outbox instead of being sent (DECISIONS.md section 3). */
export const OutboxMessage = Type.Object({
  id: Type.String(),
  channel: Channel,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxQuery = Strict({ to: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })) });
export const OutboxResponse = Type.Array(OutboxMessage);

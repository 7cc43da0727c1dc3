import type { Route, Schema } from '../../support/route-table.ts';

/**
 * The fields of the mass-assignment attack (mass-assignment.test.ts): where each resource is stored, what no body
 * may set, and the mutating routes that read no JSON body.
 */

/** The tables each resource (the first segment of its path) is stored in; a new resource must be added here. */
export const TABLES_OF: Record<string, string[]> = {
  auth: ['users', 'sessions', 'one_time_codes', 'action_tokens'],
  setNewPassword: ['users', 'action_tokens'],
  users: ['users'],
  translation: ['translations'],
  files: ['files', 'file_upload_grants'],
  kyc: ['kyc'],
  payments: ['transactions', 'promo_codes', 'tickets', 'trade_accounts'],
  'trade-profiles': ['trade_accounts'],
  tournaments: ['tournaments', 'tournament_watches'],
  terminal: ['positions', 'trade_accounts', 'terminal_tokens'],
  alliances: ['alliances', 'alliance_members'],
  notifications: ['notifications', 'push_subscriptions'],
};
/** Fields no body may set, whatever the resource: the member's standing, money and the rows' bookkeeping. */
export const PRIVILEGED = [
  'isAdmin',
  'role',
  'credit',
  'balance',
  'isApproved',
  'isEmailVerified',
  'levelId',
];
export const UNKNOWN = 'unknownField';

/** Mutating routes without a body schema, and why that is safe. */
export const WITHOUT_BODY_SCHEMA: Record<string, string> = {
  'POST /auth/logout': 'reads no body',
  'POST /auth/verify-email/:token': 'reads no body: the token is in the path',
  'POST /files/upload': 'multipart: its fields are checked by name (tested below)',
  'PUT /files/direct/:token': 'the body is the file itself',
  'POST /tournaments/:id/practice': 'reads no body',
  'POST /payments/sandbox/:id/:action': 'the sandbox page’s form posts no fields; its body is not read',
  'POST /terminal/positions/:id/close': 'reads no body',
  'DELETE /alliances/:id': 'reads no body',
  'POST /alliances/:id/join': 'reads no body',
  'POST /alliances/:id/leave': 'reads no body',
  'POST /alliances/:id/cancel': 'reads no body',
  'POST /alliances/:id/members/:userId/accept': 'reads no body',
  'POST /alliances/:id/members/:userId/reject': 'reads no body',
  'POST /alliances/:id/members/:userId/kick': 'reads no body',
};

export const resourceOf = (route: Route) => route.path.split('/')[1] ?? '';

const propertiesOf = (schema: Schema | undefined): string[] =>
  schema
    ? [
        ...Object.keys(schema.properties ?? {}),
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(propertiesOf),
      ]
    : [];

/** What the server owns of the resource: stored columns and answered fields that the body does not declare. */
export function readOnlyFields(route: Route, columns: Map<string, string[]>) {
  const tables = TABLES_OF[resourceOf(route)];
  if (!tables) throw new Error(`Which tables hold ${route.key}? Add its resource to TABLES_OF.`);
  const stored = ['users', ...tables].flatMap((table) => columns.get(table) ?? []);
  const answered = Object.values(route.schema.response ?? {}).flatMap(propertiesOf);
  const declared = new Set(propertiesOf(route.schema.body));
  return [...new Set([...PRIVILEGED, ...stored, ...answered, UNKNOWN])].filter(
    (field) => !declared.has(field),
  );
}

/** A value an attacker would send for the field; `id` for fields that hold ids. */
export const forged = (field: string, id: string): unknown =>
  field === 'role'
    ? 'operator'
    : /^is[A-Z]/.test(field)
      ? true
      : /At$/.test(field)
        ? '2000-01-01T00:00:00.000Z'
        : /(credit|balance|amount|price|points|equity)/i.test(field)
          ? 1_000_000
          : id;

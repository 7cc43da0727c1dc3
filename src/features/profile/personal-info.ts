import type { User } from '@/contract/user.ts';
import type { UserUpdateBody } from '@/contract/users.ts';
import { formatIsoDate } from '@/lib/format.ts';

/** What this form changes: the phone has its own verified flow, the picture its upload. */
export type PersonalChanges = Omit<UserUpdateBody, 'phone' | 'phonePrefix' | 'image'>;

/** Limits of the contract's UserUpdateBody, repeated as input attributes so the field stops the member early. */
export const NAME_MAX = 60;
export const TELEGRAM_MAX = 64;
const TELEGRAM = /^@?[A-Za-z0-9_]{0,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const PERSONAL_FIELDS = [
  'firstname',
  'lastname',
  'gender',
  'birthdate',
  'country',
  'telegram',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
/** What the inputs hold: always strings, '' for "not set". */
export type PersonalValues = Record<PersonalField, string>;
/** Translation keys of the failed rules, by field. */
export type PersonalErrors = Partial<Record<PersonalField, string>>;

type Editable = Pick<User, PersonalField>;
export type Option = { value: string; label: string };

export const toPersonalValues = (user: Editable): PersonalValues => ({
  firstname: user.firstname,
  lastname: user.lastname,
  gender: user.gender ?? '',
  birthdate: user.birthdate ?? '',
  country: user.country ?? '',
  telegram: user.telegram ?? '',
});

export const isSameValues = (a: PersonalValues, b: PersonalValues) =>
  PERSONAL_FIELDS.every((field) => a[field] === b[field]);

/** The member's local date as YYYY-MM-DD: a birthdate of today is fine wherever they are. */
export const todayIso = (now = new Date()) => formatIsoDate(now);

const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

function checkName(value: string) {
  const name = value.trim();
  if (!name) return 'validation.required';
  return name.length > NAME_MAX ? 'profile.personal.nameTooLong' : undefined;
}

function checkBirthdate(value: string, today: string) {
  if (!value) return undefined;
  if (!isRealDate(value)) return 'profile.personal.birthdateInvalid';
  return value > today ? 'profile.personal.birthdateFuture' : undefined;
}

function checkTelegram(value: string) {
  const handle = value.trim();
  return handle.length <= TELEGRAM_MAX && TELEGRAM.test(handle)
    ? undefined
    : 'profile.personal.telegramInvalid';
}

/** Every failed rule of the form, as translation keys; `today` is YYYY-MM-DD. */
export function validatePersonalInfo(values: PersonalValues, today: string): PersonalErrors {
  const found: PersonalErrors = {
    firstname: checkName(values.firstname),
    lastname: checkName(values.lastname),
    birthdate: checkBirthdate(values.birthdate, today),
    country:
      values.country && !/^[A-Z]{2}$/.test(values.country) ? 'profile.personal.countryInvalid' : undefined,
    telegram: checkTelegram(values.telegram),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key));
}

/** What the platform stores for the values: names and handle trimmed, an empty choice cleared (null). */
function normalize(values: PersonalValues) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    gender: values.gender === 'male' || values.gender === 'female' ? values.gender : null,
    birthdate: values.birthdate || null,
    country: values.country || null,
    telegram: values.telegram.trim() || null,
  } satisfies PersonalChanges;
}

/** The PATCH body: only the fields that differ from what the member has, null to clear one. */
export function changedFields(initial: PersonalValues, values: PersonalValues): PersonalChanges {
  const before = normalize(initial);
  const after = normalize(values);
  const body: PersonalChanges = {};
  if (after.firstname !== before.firstname) body.firstname = after.firstname;
  if (after.lastname !== before.lastname) body.lastname = after.lastname;
  if (after.gender !== before.gender) body.gender = after.gender;
  if (after.birthdate !== before.birthdate) body.birthdate = after.birthdate;
  if (after.country !== before.country) body.country = after.country;
  if (after.telegram !== before.telegram) body.telegram = after.telegram;
  return body;
}

/**
 * The form at a glance: what would be sent, the errors of the fields the member changed (a stored value is
 * not theirs to fix here), and whether Save may be pressed.
 */
export function reviewPersonalInfo(initial: PersonalValues, values: PersonalValues, today: string) {
  const changes = changedFields(initial, values);
  const errors: PersonalErrors = Object.fromEntries(
    Object.entries(validatePersonalInfo(values, today)).filter(([field]) => field in changes),
  );
  const canSave = Object.keys(changes).length > 0 && Object.keys(errors).length === 0;
  return { changes, errors, canSave };
}

/** Keeps the member's country choosable before the list has loaded (a select shows only listed values). */
export function withCurrentOption(options: readonly Option[], current: string): readonly Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

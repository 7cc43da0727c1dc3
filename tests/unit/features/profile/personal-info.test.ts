import { describe, expect, it } from 'vitest';
import {
  changedFields,
  reviewPersonalInfo,
  todayIso,
  toPersonalValues,
  validatePersonalInfo,
  withCurrentOption,
  type PersonalValues,
} from '@/features/profile/personal-info.ts';

const TODAY = '2025-06-15';
const STORED: PersonalValues = toPersonalValues({
  firstname: 'Dana',
  lastname: 'Lee',
  gender: 'female',
  birthdate: '1990-04-02',
  country: 'MY',
  telegram: null,
});
const edit = (values: Partial<PersonalValues>): PersonalValues => ({ ...STORED, ...values });

describe('toPersonalValues', () => {
  it('shows an unset choice as empty', () => {
    expect(STORED).toEqual({
      firstname: 'Dana',
      lastname: 'Lee',
      gender: 'female',
      birthdate: '1990-04-02',
      country: 'MY',
      telegram: '',
    });
  });
});

describe('validatePersonalInfo', () => {
  it('accepts the stored member', () => {
    expect(validatePersonalInfo(STORED, TODAY)).toEqual({});
  });

  it('requires both names and caps them at 60 characters', () => {
    expect(validatePersonalInfo(edit({ firstname: '  ', lastname: 'x'.repeat(61) }), TODAY)).toEqual({
      firstname: 'validation.required',
      lastname: 'profile.personal.nameTooLong',
    });
    expect(validatePersonalInfo(edit({ lastname: 'x'.repeat(60) }), TODAY)).toEqual({});
  });

  it('refuses a birthdate in the future or one that does not exist; today and none are fine', () => {
    expect(validatePersonalInfo(edit({ birthdate: '2025-06-16' }), TODAY)).toEqual({
      birthdate: 'profile.personal.birthdateFuture',
    });
    expect(validatePersonalInfo(edit({ birthdate: '2023-02-30' }), TODAY)).toEqual({
      birthdate: 'profile.personal.birthdateInvalid',
    });
    expect(validatePersonalInfo(edit({ birthdate: TODAY }), TODAY)).toEqual({});
    expect(validatePersonalInfo(edit({ birthdate: '' }), TODAY)).toEqual({});
  });

  it('takes a Telegram handle of letters, digits and underscores with an optional @', () => {
    for (const handle of ['', 'dana_fx', '@Dana_01', `@${'a'.repeat(63)}`])
      expect(validatePersonalInfo(edit({ telegram: handle }), TODAY)).toEqual({});
    for (const handle of ['dana-fx', 'da na', '@@dana', `@${'a'.repeat(64)}`])
      expect(validatePersonalInfo(edit({ telegram: handle }), TODAY)).toEqual({
        telegram: 'profile.personal.telegramInvalid',
      });
  });

  it('takes only a two-letter ISO country code', () => {
    expect(validatePersonalInfo(edit({ country: 'my' }), TODAY)).toEqual({
      country: 'profile.personal.countryInvalid',
    });
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, also when only spaces were added around a name', () => {
    expect(changedFields(STORED, STORED)).toEqual({});
    expect(changedFields(STORED, edit({ firstname: ' Dana ' }))).toEqual({});
  });

  it('sends only the changed fields, names and handle trimmed', () => {
    expect(changedFields(STORED, edit({ lastname: ' Tan ', telegram: ' @dana_fx ' }))).toEqual({
      lastname: 'Tan',
      telegram: '@dana_fx',
    });
  });

  it('clears gender, birthdate, country and Telegram with null', () => {
    const withTelegram = edit({ telegram: 'dana' });
    expect(
      changedFields(withTelegram, {
        ...withTelegram,
        gender: '',
        birthdate: '',
        country: '',
        telegram: '  ',
      }),
    ).toEqual({ gender: null, birthdate: null, country: null, telegram: null });
  });
});

describe('reviewPersonalInfo', () => {
  it('cannot save an untouched form', () => {
    expect(reviewPersonalInfo(STORED, STORED, TODAY)).toEqual({ changes: {}, errors: {}, canSave: false });
  });

  it('can save a valid change', () => {
    expect(reviewPersonalInfo(STORED, edit({ gender: 'male' }), TODAY)).toEqual({
      changes: { gender: 'male' },
      errors: {},
      canSave: true,
    });
  });

  it('blocks an invalid change and reports only the fields the member changed', () => {
    const stored = edit({ telegram: 'bad-old' });
    const review = reviewPersonalInfo(stored, { ...stored, firstname: '' }, TODAY);
    expect(review.errors).toEqual({ firstname: 'validation.required' });
    expect(review.canSave).toBe(false);
    expect(reviewPersonalInfo(stored, { ...stored, lastname: 'Tan' }, TODAY).canSave).toBe(true);
  });
});

describe('todayIso and withCurrentOption', () => {
  it("gives the member's local date", () => {
    expect(todayIso(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
  });

  it('keeps the current country choosable before the list has loaded', () => {
    const malaysia = { value: 'MY', label: 'Malaysia' };
    expect(withCurrentOption([], 'MY')).toEqual([{ value: 'MY', label: 'MY' }]);
    expect(withCurrentOption([malaysia], 'MY')).toEqual([malaysia]);
    expect(withCurrentOption([malaysia], '')).toEqual([malaysia]);
  });
});

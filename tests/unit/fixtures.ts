import type { User } from '@/contract/user.ts';

/** A signed-in member as the platform returns it, with the given fields changed. */
export const memberFixture = (fields: Partial<User> = {}): User => ({
  id: '8d7c4c1e-0d37-4a8e-9d55-2f9a3b7c1e01',
  firstname: 'Dana',
  lastname: 'Lee',
  email: 'dana@example.com',
  phone: '123456',
  phonePrefix: '+60',
  isPhoneVerified: true,
  image: null,
  points: 0,
  credit: 0,
  level: null,
  affiliateCode: 'DANA1',
  gender: null,
  birthdate: null,
  country: null,
  telegram: null,
  preferences: null,
  ...fields,
});

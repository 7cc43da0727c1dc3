import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, Strict } from './common.ts';

export { KYC_APPROVED_MESSAGE } from './messages.ts';

export const IdentityType = Type.Union([Type.Literal('passport'), Type.Literal('national_id')]);
export type IdentityType = Static<typeof IdentityType>;
export const AddressType = Type.Union([
  Type.Literal('phone_bill'),
  Type.Literal('utility_bill'),
  Type.Literal('bank_statement'),
]);
export type AddressType = Static<typeof AddressType>;
export const KycStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('missing_info'),
]);
export type KycStatus = Static<typeof KycStatus>;

const FileId = Type.String({ format: 'uuid', description: 'A file uploaded with entity user-kyc' });

/** What a member submits (spec section 5: every field required). A resubmission replaces the last one. */
export const KycSubmission = Strict({
  identityType: IdentityType,
  identityNumber: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  identityFileId: FileId,
  addressType: AddressType,
  address: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
  addressFileId: FileId,
});
export type KycSubmission = Static<typeof KycSubmission>;

export const KycDocument = Type.Object({ id: Type.String(), name: Type.String(), signedURL: Type.String() });

/** The member's KYC as they see it, with the reviewer's remarks. */
export const Kyc = Type.Object({
  status: KycStatus,
  identityType: IdentityType,
  identityNumber: Type.String(),
  identityFile: KycDocument,
  addressType: AddressType,
  address: Type.String(),
  addressFile: KycDocument,
  remarks: Nullable(Type.String()),
  submittedAt: IsoDate,
  reviewedAt: Nullable(IsoDate),
});
export type Kyc = Static<typeof Kyc>;

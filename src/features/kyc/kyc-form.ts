import type { AddressType, IdentityType, Kyc } from '@/contract/kyc.ts';

/** Documents the platform accepts for KYC: images, and PDF (DECISIONS.md section 7). */
export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

export type KycValues = {
  identityType: IdentityType | '';
  identityNumber: string;
  identityFile: File | null;
  addressType: AddressType | '';
  address: string;
  addressFile: File | null;
};
export type KycField = keyof KycValues;
export type KycProblem = 'required' | 'fileType' | 'fileSize';

/** The form starts from the last submission: its documents stay unless the member picks new ones. */
export const initialKyc = (kyc: Kyc | null): KycValues => ({
  identityType: kyc?.identityType ?? '',
  identityNumber: kyc?.identityNumber ?? '',
  identityFile: null,
  addressType: kyc?.addressType ?? '',
  address: kyc?.address ?? '',
  addressFile: null,
});

const fileProblem = (file: File | null, hasStored: boolean): KycProblem | null => {
  if (!file) return hasStored ? null : 'required';
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  return file.size > KYC_MAX_BYTES ? 'fileSize' : null;
};

/** Spec section 5: identity type, identity document, ID number, address type, address document, address. */
export function kycProblems(values: KycValues, kyc: Kyc | null): Partial<Record<KycField, KycProblem>> {
  const problems: Partial<Record<KycField, KycProblem>> = {};
  if (!values.identityType) problems.identityType = 'required';
  if (!values.identityNumber.trim()) problems.identityNumber = 'required';
  if (!values.addressType) problems.addressType = 'required';
  if (!values.address.trim()) problems.address = 'required';
  const identityFile = fileProblem(values.identityFile, Boolean(kyc));
  if (identityFile) problems.identityFile = identityFile;
  const addressFile = fileProblem(values.addressFile, Boolean(kyc));
  if (addressFile) problems.addressFile = addressFile;
  return problems;
}

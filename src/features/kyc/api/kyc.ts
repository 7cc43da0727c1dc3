import type { Kyc, KycSubmission } from '@/contract/kyc.ts';
import { api } from '@/lib/api-client.ts';
import type { KycValues } from '../kyc-form.ts';

export const getKyc = () => api<Kyc | null>('/kyc');

/** Uploads a KYC document (entity user-kyc): readable afterwards only by its owner. */
async function uploadDocument(userId: string, file: File) {
  const form = new FormData();
  form.append('entity', 'user-kyc');
  form.append('entityId', userId);
  form.append('file', file);
  return (await api<{ id: string }>('/files/upload', { method: 'POST', body: form, allowConcurrent: true }))
    .id;
}

/**
 * Uploads the newly chosen documents, then submits (PUT /kyc). Never queued: KYC needs a connection.
 * A document not chosen again is the one already on file.
 */
export async function submitKyc(userId: string, values: KycValues, current: Kyc | null): Promise<Kyc> {
  const [identityFileId, addressFileId] = await Promise.all([
    values.identityFile ? uploadDocument(userId, values.identityFile) : current?.identityFile.id,
    values.addressFile ? uploadDocument(userId, values.addressFile) : current?.addressFile.id,
  ]);
  const body: KycSubmission = {
    identityType: values.identityType as KycSubmission['identityType'],
    identityNumber: values.identityNumber.trim(),
    identityFileId: identityFileId ?? '',
    addressType: values.addressType as KycSubmission['addressType'],
    address: values.address.trim(),
    addressFileId: addressFileId ?? '',
  };
  return api<Kyc>('/kyc', { method: 'PUT', body });
}

import type { AllianceDetail } from '@/contract/alliances.ts';
import type { FileWithSignedUrl } from '@/contract/files.ts';
import { api } from '@/lib/api-client.ts';
import { updateAlliance } from './update-alliance.ts';

/**
 * POST /files/upload (entity alliance, the alliance's id), then PATCH /alliances/{id} with the new file. Uploads
 * are never queued: offline they need a connection.
 */
export async function uploadAllianceLogo(id: string, file: File): Promise<AllianceDetail> {
  const form = new FormData();
  form.append('entity', 'alliance');
  form.append('entityId', id);
  form.append('file', file);
  const uploaded = await api<FileWithSignedUrl>('/files/upload', { method: 'POST', body: form });
  return updateAlliance(id, { logoFileId: uploaded.id });
}

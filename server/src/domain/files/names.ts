const MAX_NAME_LENGTH = 100;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The uploaded name made safe to show and to put in a header: no path, no control or quoting characters, at
 * most 100 characters, and the extension of what is actually stored (a re-encoded PNG avatar ends in .webp).
 */
export function sanitiseName(uploaded: string | undefined, contentType: string) {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH);
  const extension = EXTENSIONS[contentType];
  return `${stem || 'file'}${extension ? `.${extension}` : ''}`;
}

/**
 * `inline` for images, `attachment` for documents (a PDF is never rendered on the platform's origin); an ASCII
 * fallback name plus the RFC 5987 UTF-8 one for names in other scripts.
 */
export function contentDisposition(name: string, contentType: string) {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16)}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

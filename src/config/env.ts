/** Build-time configuration (DECISIONS.md section 1), validated once: a bad value fails loudly at start. */
const read = (name: string, fallback: string) => {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value === undefined || value === '' ? fallback : value;
};

const apiBase = read('VITE_API_BASE', '/api/v1').replace(/\/$/, '');
if (!/^(https?:\/\/[^/]+)?\/[\w/-]*$/.test(apiBase)) {
  throw new Error(`VITE_API_BASE must be a path or an http(s) URL, got "${apiBase}"`);
}
const socketUrl = read('VITE_SOCKET_URL', '');
if (socketUrl && !/^(https?|wss?):\/\//.test(socketUrl)) {
  throw new Error(`VITE_SOCKET_URL must be an http(s) or ws(s) URL, got "${socketUrl}"`);
}

export const env = {
  apiBase,
  /** Empty means the portal's own origin. */
  socketUrl,
  productName: read('VITE_PRODUCT_NAME', 'TradeArena'),
  isProduction: import.meta.env.PROD,
} as const;

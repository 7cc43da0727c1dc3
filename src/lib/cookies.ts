/** Root-path, Secure, SameSite=Strict cookies (spec section 9, DECISIONS.md section 3). */
export function setCookie(name: string, value: string, expires?: Date) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'Secure', 'SameSite=Strict'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  document.cookie = parts.join('; ');
}

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : null;
}

export const deleteCookie = (name: string) => setCookie(name, '', new Date(0));

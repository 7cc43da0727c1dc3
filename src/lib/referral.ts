import { paths } from '@/config/paths.ts';

/** The name the downloaded QR code is saved under. */
export const QR_FILE_NAME = 'tradearena-referral.svg';

/**
 * The sign-up link that credits this member: sign-up reads `?ref=` and keeps it for 30 days (auth/referral.ts),
 * so a friend who signs up later still counts.
 */
export function referralLink(origin: string, affiliateCode: string) {
  const url = new URL(paths.auth.signUp, origin);
  url.searchParams.set('ref', affiliateCode);
  return url.toString();
}

/** A data: URL both the <img> and the download link use, so the saved file is exactly what is shown. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

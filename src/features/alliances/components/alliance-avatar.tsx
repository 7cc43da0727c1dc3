import { useState } from 'react';
import type { Alliance } from '@/contract/alliances.ts';
import { initialsOf } from '../membership.ts';

const SIZES = {
  sm: 'size-10 rounded-lg text-sm',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-16 rounded-2xl text-xl sm:size-20 sm:text-2xl',
} as const;

/**
 * The alliance's logo, or its initials when it has none or the link no longer loads (an old cached copy offline).
 * Decorative: the name is always written beside it.
 */
export function AllianceAvatar({
  alliance,
  size = 'md',
}: {
  alliance: Pick<Alliance, 'name' | 'logo'>;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = alliance.logo?.signedURL;
  if (url && failed !== url)
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
        className={`${SIZES[size]} shrink-0 border border-border bg-surface-2 object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center border border-primary/30 bg-gradient-to-br from-primary/25 to-accent/15 font-bold text-primary`}
    >
      {initialsOf(alliance.name)}
    </span>
  );
}

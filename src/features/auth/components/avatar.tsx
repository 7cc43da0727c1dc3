import { useState } from 'react';
import type { User } from '@/contract/user.ts';

/** The header's avatar button, the same before and after its menu's code arrives. */
export const AVATAR_BUTTON = 'flex rounded-full';

/**
 * The member's picture, or their initials on the brand colour; 40 px in the header, 179 px on the profile. A
 * picture that cannot load (offline, its signed link expired) falls back to the initials.
 */
export function Avatar({
  user,
  size = 40,
}: {
  user: Pick<User, 'firstname' | 'lastname' | 'image'>;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = `${user.firstname.at(0) ?? ''}${user.lastname.at(0) ?? ''}`.toUpperCase();
  const style = { width: size, height: size, fontSize: size * 0.38 };
  const src = user.image?.signedURL;
  return src && failed !== src ? (
    <img
      src={src}
      alt=""
      style={style}
      onError={() => setFailed(src)}
      className="rounded-full object-cover"
    />
  ) : (
    // The initials are drawn by CSS, not written as text: the button around them is named by its label alone.
    <span
      style={style}
      data-initials={initials}
      className="flex items-center justify-center rounded-full bg-primary font-semibold text-primary-fg before:content-[attr(data-initials)]"
      aria-hidden="true"
    />
  );
}

import type { User } from '@/contract/user.ts';

/** The member's picture, or their initials on the brand colour; 40 px in the header, 179 px on the profile. */
export function Avatar({
  user,
  size = 40,
}: {
  user: Pick<User, 'firstname' | 'lastname' | 'image'>;
  size?: number;
}) {
  const initials = `${user.firstname.at(0) ?? ''}${user.lastname.at(0) ?? ''}`.toUpperCase();
  const style = { width: size, height: size, fontSize: size * 0.38 };
  return user.image ? (
    <img src={user.image.signedURL} alt="" style={style} className="rounded-full object-cover" />
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

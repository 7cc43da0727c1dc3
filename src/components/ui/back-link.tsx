import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icon.tsx';

/** "‹ Where you came from", above a screen's title; the chevron points the other way in right-to-left. */
export function BackLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={`mb-3 inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-text ${className}`}
    >
      <Icon name="chevronLeft" className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';

/**
 * One label and value inside a <dl> (the portal's Stat, copied: the terminal may not import portal components).
 * The value is isolated so money and "#12 of 340" keep their order in a right-to-left page.
 */
export function Stat({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="truncate text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words tabular">
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

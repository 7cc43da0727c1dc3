import type { ReactNode } from 'react';

/**
 * One label and value inside a <dl>. The value is isolated (<bdi>) so that dates, money and "12 / 100" keep
 * their order inside a right-to-left page.
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
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words tabular">
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

/** A grey placeholder where content is about to appear; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-surface-2 ${className}`} />;
}

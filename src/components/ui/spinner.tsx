/** The screen-loading spinner of spec section 2; announced politely to screen readers. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 p-10 text-muted ${className}`}
    >
      <span
        className="size-6 animate-spin rounded-full border-2 border-border border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

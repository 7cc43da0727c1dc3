/** The TradeArena mark: a rising candle inside an arena ring; the wordmark hides when space is short. */
export function Logo({ name, isCompact = false }: { name: string; isCompact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5 font-bold tracking-tight text-text">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path
          d="M9 21v-5m7 9V9m7 9v-8"
          stroke="var(--color-primary-fg)"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle
          cx="16"
          cy="16"
          r="11.5"
          fill="none"
          stroke="var(--color-primary-fg)"
          strokeOpacity=".35"
          strokeWidth="1.2"
        />
      </svg>
      <span className={isCompact ? 'sr-only' : 'text-lg'}>{name}</span>
    </span>
  );
}

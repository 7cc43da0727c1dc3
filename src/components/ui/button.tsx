import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-primary-fg hover:brightness-110',
  secondary: 'border border-border bg-surface-2 text-text hover:bg-border/60',
  ghost: 'text-text hover:bg-surface-2',
  /** Removes something (delete, kick): the loss colour on a tint, readable in both themes. */
  danger: 'border border-loss/50 bg-loss/10 text-loss hover:bg-loss/20',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  /** A request is running: the button shows a spinner and takes no second press. */
  isBusy?: boolean;
};

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  isBusy = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {isBusy && (
        <span
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
}

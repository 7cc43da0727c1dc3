import { useEffect, useState } from 'react';
import { copyText } from '@/lib/clipboard.ts';
import { Icon } from './icon.tsx';

type Props = {
  text: string;
  /** Names the button ("Copy address"). */
  label: string;
  copiedLabel: string;
  onCopied?: (isCopied: boolean) => void;
};

/** Copies a value and says so for a moment; the result is also reported (for a notification). */
export function CopyButton({ text, label, copiedLabel, onCopied }: Props) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() =>
        void copyText(text).then((copied) => {
          setCopied(copied);
          onCopied?.(copied);
        })
      }
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface text-muted hover:text-text"
    >
      <Icon name={isCopied ? 'check' : 'copy'} className={`size-4 ${isCopied ? 'text-profit' : ''}`} />
      <span className="sr-only" aria-live="polite">
        {isCopied ? copiedLabel : ''}
      </span>
    </button>
  );
}

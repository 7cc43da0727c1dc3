import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';

const STEPS = [
  'trade.tutorial.pick',
  'trade.tutorial.order',
  'trade.tutorial.rank',
  'trade.tutorial.profile',
  'trade.tutorial.reload',
] as const;

type Props = { id: string; isOpen: boolean; onClose: () => void };

/**
 * The short tutorial of spec section 2. It stays in the page while closed (hidden) so the "How to trade" button
 * always controls an element that exists.
 */
export function TradeTutorial({ id, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      hidden={!isOpen}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-primary/40 bg-surface p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('trade.tutorial.title')}
        </h2>
        <button
          type="button"
          aria-label={t('trade.hideTutorial')}
          title={t('trade.hideTutorial')}
          onClick={onClose}
          className="-my-2 -me-2 flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      <ol className="flex flex-col gap-3 text-sm">
        {STEPS.map((key, index) => (
          <li key={key} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary"
            >
              {index + 1}
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

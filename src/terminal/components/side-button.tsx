import type { Instrument } from '../../contract/market.ts';
import type { Side } from '../../contract/trading.ts';
import { formatPrice } from '../domain/format.ts';
import { getLocale, t } from '../i18n.ts';

const LOOK: Record<Side, string> = { buy: 'bg-profit', sell: 'bg-loss' };

/**
 * Buy or Sell with the price it would fill at. The price is aria-hidden so the button's name is just "Buy" or
 * "Sell": a name that changed four times a second would be re-announced to screen readers on every quote.
 */
export function SideButton({
  side,
  price,
  instrument,
  isBusy,
  isDisabled,
  onPress,
}: {
  side: Side;
  price: number | undefined;
  instrument: Instrument;
  isBusy: boolean;
  isDisabled: boolean;
  onPress: (side: Side) => void;
}) {
  return (
    <button
      type="button"
      disabled={isDisabled}
      aria-busy={isBusy || undefined}
      onClick={() => onPress(side)}
      className={`flex min-h-16 flex-col items-center justify-center rounded-xl px-2 text-bg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 ${LOOK[side]}`}
    >
      <span className="flex items-center gap-2 text-sm font-bold">
        {isBusy && (
          <span
            className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          />
        )}
        {t(side === 'buy' ? 'terminal.ticket.buy' : 'terminal.ticket.sell')}
      </span>
      <span aria-hidden="true" dir="ltr" className="text-lg font-semibold tabular">
        {price === undefined ? '—' : formatPrice(price, instrument.digits, getLocale())}
      </span>
    </button>
  );
}

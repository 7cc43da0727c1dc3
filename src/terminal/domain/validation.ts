import type { Instrument } from '../../contract/market.ts';
import type { Side } from '../../contract/trading.ts';
import { t } from '../i18n.ts';
import { isVolumeValid } from './volume.ts';
import { fillMessage } from '../../contract/platform-messages.ts';

export type OrderDraft = {
  side: Side;
  volume: number;
  /** Null when left empty; NaN when the field holds something that is not a number. */
  stopLoss: number | null;
  takeProfit: number | null;
};

/** An optional price field: empty is "none", anything unreadable is NaN so validation refuses it. */
export function parseOptionalPrice(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const badSizeMessage = (limits: Pick<Instrument, 'minVolume' | 'maxVolume' | 'volumeStep'>) =>
  fillMessage(t('platform.trading.badSize'), {
    min: limits.minVolume,
    max: limits.maxVolume,
    step: limits.volumeStep,
  });

/**
 * The ticket's own check, with the server's words (TRADING_MESSAGES, translated), so most mistakes are caught before a
 * request. `price` is the price the order would fill at: the ask for a buy, the bid for a sell. The server checks
 * again at its own price and its answer wins.
 */
export function validateOrder(draft: OrderDraft, instrument: Instrument, price: number): string | null {
  if (!isVolumeValid(draft.volume, instrument)) return badSizeMessage(instrument);
  const isBuy = draft.side === 'buy';
  const { stopLoss, takeProfit } = draft;
  if (stopLoss !== null && (!(stopLoss > 0) || (isBuy ? stopLoss >= price : stopLoss <= price)))
    return t('platform.trading.badStopLoss');
  if (takeProfit !== null && (!(takeProfit > 0) || (isBuy ? takeProfit <= price : takeProfit >= price)))
    return t('platform.trading.badTakeProfit');
  return null;
}

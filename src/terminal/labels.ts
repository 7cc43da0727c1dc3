import type { ClosedTrade } from '../contract/trading.ts';
import { t } from './i18n.ts';

const REASON_KEYS: Record<ClosedTrade['reason'], string> = {
  manual: 'terminal.reason.manual',
  stop_loss: 'terminal.reason.stopLoss',
  take_profit: 'terminal.reason.takeProfit',
  stop_out: 'terminal.reason.stopOut',
  tournament_end: 'terminal.reason.tournamentEnd',
};

/** Why a trade closed, as the History tab shows it. */
export const reasonLabel = (reason: ClosedTrade['reason']) => t(REASON_KEYS[reason]);

// Whole sentences per reason: lower-casing a label into a sentence breaks in languages that capitalise nouns.
const NOTICE_KEYS: Record<Exclude<ClosedTrade['reason'], 'manual'>, string> = {
  stop_loss: 'terminal.notice.stopLoss',
  take_profit: 'terminal.notice.takeProfit',
  stop_out: 'terminal.notice.stopOut',
  tournament_end: 'terminal.notice.tournamentEnd',
};

/** The status message for a position the platform closed; {{profit}} is the formatted result. */
export const closedNotice = (
  reason: Exclude<ClosedTrade['reason'], 'manual'>,
  symbol: string,
  profit: string,
) => t(NOTICE_KEYS[reason], { symbol, profit });

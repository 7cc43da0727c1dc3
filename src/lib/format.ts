import tinydate from 'tinydate';

/**
 * Formats of spec section 9: dates as DD/MM/YYYY and DD/MM/YYYY HH:mm (in the member's time zone), money in USD
 * with 2 decimals, percent with 2 decimals. Digits stay Latin in every language, as trading screens expect.
 */
const DATE = tinydate('{DD}/{MM}/{YYYY}');
const DATE_TIME = tinydate('{DD}/{MM}/{YYYY} {HH}:{mm}');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const isValid = (date: Date) => !Number.isNaN(date.getTime());

export const formatDate = (value: string | number | Date) => {
  const date = toDate(value);
  return isValid(date) ? DATE(date) : '';
};

export const formatDateTime = (value: string | number | Date) => {
  const date = toDate(value);
  return isValid(date) ? DATE_TIME(date) : '';
};

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options });
    formatters.set(key, format);
  }
  return format;
}

export const DEFAULT_LOCALE = 'en-GB';

/** Direction marks some locales put around numbers; screens isolate numbers themselves (<bdi>). */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** "$1,234.50"; `isSigned` adds "+" to gains (P&L). */
export function formatMoney(amount: number, locale = DEFAULT_LOCALE, isSigned = false) {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: isSigned ? 'exceptZero' : 'auto',
  })
    .format(amount)
    .replace(BIDI_MARKS, '');
}

/** `value` is in percent: 12.5 reads "12.50%". */
export const formatPercent = (value: number, locale = DEFAULT_LOCALE) =>
  numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(value / 100)
    .replace(BIDI_MARKS, '');

export const formatCount = (value: number, locale = DEFAULT_LOCALE) =>
  numberFormat(locale, { maximumFractionDigits: 0 }).format(value);

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown: "2d 03:04:05" past a day, else "03:04:05"; never negative. */
export function formatCountdown(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

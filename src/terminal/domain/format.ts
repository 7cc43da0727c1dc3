/**
 * Number and date formats of the terminal. Digits stay Latin in every language (trading screens expect them), and
 * the direction marks some locales add are stripped: the screens isolate numbers themselves (<bdi>, dir="ltr").
 */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const formatters = new Map<string, Intl.NumberFormat>();

// Quotes re-render several times a second: building an Intl.NumberFormat each time would dominate the frame.
function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options });
    formatters.set(key, format);
  }
  return format;
}

const clean = (text: string) => text.replace(BIDI_MARKS, '');

/** Decimal places of a step such as a lot step (0.01 -> 2, 0.25 -> 2, 1 -> 0); floats make String() unreliable. */
export function stepDecimals(step: number) {
  for (let decimals = 0; decimals < 10; decimals += 1) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(Math.round(scaled) - scaled) < 1e-9) return decimals;
  }
  return 10;
}

/** A price with the instrument's decimal places. */
export const formatPrice = (value: number, digits: number, locale: string) =>
  clean(numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value));

/** USD with 2 decimals; `isSigned` adds "+" to gains (P&L). */
export const formatMoney = (amount: number, locale: string, isSigned = false) =>
  clean(
    numberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: isSigned ? 'exceptZero' : 'auto',
    }).format(amount),
  );

/** Lots with as many decimals as the instrument's volume step. */
export const formatVolume = (volume: number, step: number, locale: string) => {
  const digits = stepDecimals(step);
  return clean(
    numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(volume),
  );
};

/** `value` is in percent: 1250.5 reads "1,250.50%". */
export const formatPercent = (value: number, locale: string) =>
  clean(
    numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value / 100,
    ),
  );

export const formatCount = (value: number, locale: string) =>
  clean(numberFormat(locale, { maximumFractionDigits: 0 }).format(value));

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm in the device's time zone, like the portal (spec section 9); '' for a date it cannot read. */
export function formatDateTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

import tinydate from 'tinydate';
import { twoDigits } from './digits.ts';

export const DEFAULT_LOCALE = 'en-GB';

/**
 * The date formats of spec section 9, through tinydate: DD/MM/YYYY, DD/MM/YYYY HH:mm and YYYY-MM-DD in the member's
 * time zone, D MMMM YYYY with the month named in their language, and a UTC long form for the exact instant. Digits
 * stay Latin in every language, as trading screens expect.
 */
const DATE = tinydate('{DD}/{MM}/{YYYY}');
const DATE_TIME = tinydate('{DD}/{MM}/{YYYY} {HH}:{mm}');
const ISO_DATE = tinydate('{YYYY}-{MM}-{DD}');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const isValid = (date: Date) => !Number.isNaN(date.getTime());
const formatWith = (format: (date: Date) => string) => (value: string | number | Date) => {
  const date = toDate(value);
  return isValid(date) ? format(date) : '';
};

export const formatDate = formatWith(DATE);
export const formatDateTime = formatWith(DATE_TIME);
/** The member's local day as YYYY-MM-DD (date fields, file names). */
export const formatIsoDate = formatWith(ISO_DATE);

const names = new Map<string, Intl.DateTimeFormat>();
function nameOf(date: Date, locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = names.get(key);
  if (!format) {
    // Gregorian everywhere: some locales (ar-SA) default to another calendar, which would mismatch day and year.
    format = new Intl.DateTimeFormat(locale, { calendar: 'gregory', ...options });
    names.set(key, format);
  }
  return format.format(date);
}

/** "22 November 2026" (D MMMM YYYY), the month in the member's language. */
export const formatLongDate = (value: string | number | Date, locale = DEFAULT_LOCALE) =>
  formatWith(
    tinydate('{D} {MMMM} {YYYY}', {
      D: (date) => date.getDate(),
      MMMM: (date) => nameOf(date, locale, { month: 'long' }),
    }),
  )(value);

/** "Sunday, 22 November 2026, 20:35 UTC": the same instant for every member, wherever they are. */
export const formatUtcLong = (value: string | number | Date, locale = DEFAULT_LOCALE) =>
  formatWith(
    tinydate('{dddd}, {D} {MMMM} {YYYY}, {HH}:{mm} UTC', {
      dddd: (date) => nameOf(date, locale, { weekday: 'long', timeZone: 'UTC' }),
      D: (date) => date.getUTCDate(),
      MMMM: (date) => nameOf(date, locale, { month: 'long', timeZone: 'UTC' }),
      YYYY: (date) => date.getUTCFullYear(),
      HH: (date) => twoDigits(date.getUTCHours()),
      mm: (date) => twoDigits(date.getUTCMinutes()),
    }),
  )(value);

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

/** A countdown: "2d 03:04:05" past a day (the day letter translated), else "03:04:05"; never negative. */
export function formatCountdown(ms: number, daysSuffix = 'd') {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${twoDigits(Math.floor((total % 86_400) / 3600))}:${twoDigits(Math.floor((total % 3600) / 60))}:${twoDigits(total % 60)}`;
  return days > 0 ? `${days}${daysSuffix} ${clock}` : clock;
}

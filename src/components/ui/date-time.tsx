import { formatDate, formatDateTime, formatLongDate, formatUtcLong } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';

type Props = {
  value: string | number | Date;
  /** DD/MM/YYYY HH:mm (default), DD/MM/YYYY, or D MMMM YYYY. */
  format?: 'dateTime' | 'date' | 'long';
};

/**
 * A date in the member's time zone, kept left to right inside right-to-left text, with the exact instant as the
 * UTC long form on hover and for assistive technology's `dateTime`.
 */
export function DateTime({ value, format = 'dateTime' }: Props) {
  const { locale } = useTranslation();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text =
    format === 'date'
      ? formatDate(date)
      : format === 'long'
        ? formatLongDate(date, locale)
        : formatDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={formatUtcLong(date, locale)} className="tabular">
      <bdi>{text}</bdi>
    </time>
  );
}

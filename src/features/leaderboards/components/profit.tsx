import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';

/** Total profit, signed and coloured; the sign carries the meaning for those who do not see the colour. */
export function Profit({ value, className = '' }: { value: number; className?: string }) {
  const { locale } = useTranslation();
  const tone = value > 0 ? 'text-profit' : value < 0 ? 'text-loss' : 'text-muted';
  return (
    <span className={`font-semibold tabular ${tone} ${className}`}>
      <bdi>{formatMoney(value, locale, true)}</bdi>
    </span>
  );
}

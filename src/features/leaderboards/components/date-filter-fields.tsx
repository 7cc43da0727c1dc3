import { SegmentedControl } from '@/components/ui/segmented-control.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import type { DateFilter, DateFilterKind } from '../date-filter.ts';

const KINDS: readonly DateFilterKind[] = ['all', 'month', 'year', 'custom'];

/** All / This month / This year / Custom, with From and To day pickers for a custom range. */
export function DateFilterFields({
  value,
  onChange,
}: {
  value: DateFilter;
  onChange: (filter: DateFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-auto sm:min-w-80">
        <p aria-hidden="true" className="mb-1.5 text-sm font-medium">
          {t('leaderboards.filter.dates')}
        </p>
        <SegmentedControl
          legend={t('leaderboards.filter.dates')}
          name="leaderboard-dates"
          options={KINDS.map((kind) => ({ value: kind, label: t(`leaderboards.filter.${kind}`) }))}
          value={value.kind}
          onChange={(kind) => onChange({ ...value, kind })}
        />
      </div>
      {value.kind === 'custom' && (
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <TextField
            type="date"
            label={t('leaderboards.filter.from')}
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('leaderboards.filter.to')}
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

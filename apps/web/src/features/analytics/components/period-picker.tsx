import { useId } from 'react';
import { PERIODS, type PeriodId } from '../lib/period';

export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodId;
  onChange: (period: PeriodId) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Period
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PeriodId)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
      >
        {PERIODS.map((period) => (
          <option key={period.id} value={period.id}>
            {period.label}
          </option>
        ))}
      </select>
    </div>
  );
}

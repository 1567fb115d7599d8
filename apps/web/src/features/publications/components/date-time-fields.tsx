import { useId } from 'react';
import { Label } from '@/components/ui/field';

const inputClass =
  'h-10 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A day and a time on the clock of the user's zone, which is named beside them, with what is
 * wrong with them (`problem`) said right below.
 */
export function DateTimeFields({
  day,
  time,
  timezone,
  problem,
  onChange,
}: {
  day: string;
  time: string;
  timezone: string;
  problem?: string | null;
  onChange: (value: { day: string; time: string }) => void;
}) {
  const id = useId();
  const invalid = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-2 text-sm font-medium">
        Date and time <span className="font-normal text-muted-foreground">({timezone})</span>
      </legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-day`}>Date</Label>
        <input
          id={`${id}-day`}
          type="date"
          className={inputClass}
          value={day}
          {...invalid}
          onChange={(event) => onChange({ day: event.target.value, time })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-time`}>Time</Label>
        <input
          id={`${id}-time`}
          type="time"
          className={inputClass}
          value={time}
          {...invalid}
          onChange={(event) => onChange({ day, time: event.target.value })}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="basis-full text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

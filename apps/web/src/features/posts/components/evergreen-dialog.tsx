import {
  EVERGREEN_EVERY_DAYS,
  EVERGREEN_TIMES,
  type Evergreen,
  type EvergreenSettings,
} from '@quillpost/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/field';
import { errorCode, errorMessage } from '@/lib/api-error';

type End = 'never' | 'times' | 'date';
type Field = 'everyDays' | 'times' | 'until';

const inputClass =
  'h-10 w-24 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

const SAY: Record<Field, string> = {
  everyDays: `Choose a number of days from ${EVERGREEN_EVERY_DAYS.min} to ${EVERGREEN_EVERY_DAYS.max}.`,
  times: `Choose from ${EVERGREEN_TIMES.min} to ${EVERGREEN_TIMES.max} times.`,
  until: 'Choose today or a later day.',
};

const whole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/** What is wrong with the form, field by field, in the screen's words. */
function problemsOf(
  form: { everyDays: string; end: End; times: string; until: string },
  today: string,
) {
  const problems: Partial<Record<Field, string>> = {};
  if (!whole(form.everyDays, EVERGREEN_EVERY_DAYS.min, EVERGREEN_EVERY_DAYS.max))
    problems.everyDays = SAY.everyDays;
  if (form.end === 'times' && !whole(form.times, EVERGREEN_TIMES.min, EVERGREEN_TIMES.max))
    problems.times = SAY.times;
  if (form.end === 'date' && !(/^\d{4}-\d{2}-\d{2}$/.test(form.until) && form.until >= today))
    problems.until = SAY.until;
  return problems;
}

/** A refusal of the server beside the field it names (`evergreen.times …`), else for the form. */
function refusalOf(failure: unknown): { field: Field | null; message: string } | null {
  if (!failure) return null;
  const message = errorMessage(failure);
  const field = /^evergreen\.(everyDays|times|until)\b/.exec(message)?.[1] as Field | undefined;
  if (errorCode(failure) === 'invalid_input' && field) return { field, message: SAY[field] };
  return { field: null, message };
}

function Problem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

/**
 * How often an evergreen post comes back as a fresh variant, and until when: every N days, and
 * never ending, after N times, or on a day. Each problem is said beside its field.
 */
export function EvergreenDialog({
  open,
  onOpenChange,
  current,
  today,
  saving,
  failure,
  onSave,
  onStop,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Evergreen | null;
  /** `YYYY-MM-DD` in the person's zone: the first day an end date may be. */
  today: string;
  saving: boolean;
  failure: unknown;
  onSave: (settings: EvergreenSettings) => void;
  onStop: () => void;
}) {
  const id = useId();
  const [everyDays, setEveryDays] = useState(
    String(current?.everyDays ?? EVERGREEN_EVERY_DAYS.default),
  );
  const [end, setEnd] = useState<End>(current?.times ? 'times' : current?.until ? 'date' : 'never');
  const [times, setTimes] = useState(String(current?.times ?? 3));
  const [until, setUntil] = useState(current?.until ?? '');
  const [tried, setTried] = useState(false);
  const form = { everyDays, end, times, until };
  const own = tried ? problemsOf(form, today) : {};
  const refusal = refusalOf(failure);
  const problem = (field: Field) =>
    own[field] ?? (refusal?.field === field ? refusal.message : undefined);
  const describe = (field: Field) =>
    problem(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}` } : {};
  const save = () => {
    setTried(true);
    if (Object.keys(problemsOf(form, today)).length > 0) return;
    onSave({
      everyDays: Number(everyDays),
      times: end === 'times' ? Number(times) : null,
      until: end === 'date' ? until : null,
    });
  };
  const endChoice = (value: End, label: ReactNode) => (
    <label className="flex min-h-10 flex-wrap items-center gap-2 text-sm">
      <input
        type="radio"
        name={`${id}-end`}
        value={value}
        checked={end === value}
        onChange={() => setEnd(value)}
      />
      {label}
    </label>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? 'Evergreen settings' : 'Make evergreen'}
      description="After it goes out, Quillpost writes a fresh variant in your style and schedules it in the first free slot of the same account."
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-every`}>Come back every</Label>
          <div className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-every`}
              inputMode="numeric"
              className={inputClass}
              value={everyDays}
              onChange={(event) => setEveryDays(event.target.value)}
              {...describe('everyDays')}
            />
            days
          </div>
          {problem('everyDays') && <Problem id={`${id}-everyDays`}>{problem('everyDays')}</Problem>}
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">End</legend>
          {endChoice('never', 'Never')}
          {endChoice(
            'times',
            <>
              After
              <input
                aria-label="Number of times"
                inputMode="numeric"
                className={inputClass}
                value={times}
                disabled={end !== 'times'}
                onChange={(event) => setTimes(event.target.value)}
                {...describe('times')}
              />
              times
            </>,
          )}
          {problem('times') && <Problem id={`${id}-times`}>{problem('times')}</Problem>}
          {endChoice(
            'date',
            <>
              On
              <input
                aria-label="End date"
                type="date"
                min={today}
                className={`${inputClass} w-auto`}
                value={until}
                disabled={end !== 'date'}
                onChange={(event) => setUntil(event.target.value)}
                {...describe('until')}
              />
            </>,
          )}
          {problem('until') && <Problem id={`${id}-until`}>{problem('until')}</Problem>}
        </fieldset>
        {refusal && refusal.field === null && (
          <p role="alert" className="text-sm text-destructive">
            {refusal.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {current ? 'Save settings' : 'Make evergreen'}
          </Button>
          {current && (
            <Button type="button" variant="outline" disabled={saving} onClick={onStop}>
              Stop evergreen
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

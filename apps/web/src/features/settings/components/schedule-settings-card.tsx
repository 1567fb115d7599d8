import {
  DEFAULT_SLOTS,
  MAX_SLOTS,
  WEEKDAY_NAMES,
  type SavedSettings,
  type Slot,
} from '@quillpost/shared';
import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { browserTimezone, zoneOf } from '@/lib/timezone';
import { useSaveSettings, useSettings } from '../api/settings';
import { nextFreeSlot } from '../lib/next-free-slot';

/**
 * The zones to pick from, always with `current` among them. Browsers name some zones differently
 * in their list and in their own resolved zone (the list may hold Asia/Calcutta and Europe/Kiev
 * where the browser reports Asia/Kolkata and Europe/Kyiv); a zone left out would show as another.
 */
const zones = (current: string) => {
  const known = Intl.supportedValuesOf('timeZone');
  const missing = new Set(['UTC', current].filter((zone) => !known.includes(zone)));
  return [...missing, ...known];
};
const control =
  'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** The time zone and weekly slots that "Add to queue" fills; the browser's zone until saved. */
export function ScheduleSettingsCard() {
  const settings = useSettings();
  if (!settings.data) return null;
  return <ScheduleSettingsForm saved={settings.data} />;
}

function ScheduleSettingsForm({ saved }: { saved: SavedSettings }) {
  const [timezone, setTimezone] = useState(zoneOf(saved));
  const [slots, setSlots] = useState<Slot[]>(saved.slots);
  const save = useSaveSettings();
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // The schedule dialog links here when there is no slot: bring the slots into view.
  useEffect(() => {
    if (hash === '#schedule') card.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const change = (index: number, slot: Partial<Slot>) =>
    setSlots((current) => current.map((s, i) => (i === index ? { ...s, ...slot } : s)));

  return (
    <Card ref={card} id="schedule" className="max-w-xl">
      <CardHeader>
        <CardTitle>Publishing schedule</CardTitle>
        <CardDescription>
          Times are in your time zone: {timezone}
          {timezone === browserTimezone() ? ' (this browser’s)' : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ timezone, slots });
          }}
        >
          <div className="grid gap-2">
            <label htmlFor="timezone" className="text-sm font-medium">
              Time zone
            </label>
            <select
              id="timezone"
              className={control}
              value={timezone}
              onChange={(event) => setTimezone(event.target.value)}
            >
              {zones(timezone).map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </select>
          </div>
          {/* A fieldset is as wide as its content unless told otherwise. */}
          <fieldset className="min-w-0 space-y-3">
            <legend className="mb-2 text-sm font-medium">Weekly slots</legend>
            {slots.length === 0 && <p className="text-sm text-muted-foreground">No slots yet.</p>}
            <ul className="space-y-2">
              {slots.map((slot, index) => (
                // One line on a phone too: the day gives way, the time and Remove keep their size.
                <li key={index} className="flex items-center gap-1 sm:gap-2">
                  <select
                    aria-label={`Slot ${index + 1} day`}
                    className={cn(control, 'min-w-0 flex-1 px-2 sm:w-40 sm:flex-none sm:px-3')}
                    value={slot.weekday}
                    onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                  >
                    {WEEKDAY_NAMES.map((day, i) => (
                      <option key={day} value={i + 1}>
                        {day}
                      </option>
                    ))}
                  </select>
                  <input
                    aria-label={`Slot ${index + 1} time`}
                    type="time"
                    required
                    className={cn(control, 'w-[7.5rem] shrink-0 px-2 sm:w-32 sm:px-3')}
                    value={slot.time}
                    onChange={(event) => change(index, { time: event.target.value })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    className="shrink-0 px-2"
                    onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden className="sm:hidden" />
                    <span className="sr-only sm:not-sr-only">Remove</span>
                    <span className="sr-only"> slot {index + 1}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={slots.length >= MAX_SLOTS}
                onClick={() => {
                  const slot = nextFreeSlot(slots);
                  if (slot) setSlots([...slots, slot]);
                }}
              >
                Add slot
              </Button>
              {slots.length === 0 && (
                <Button type="button" variant="outline" onClick={() => setSlots(DEFAULT_SLOTS)}>
                  Use weekdays at 09:00 and 17:00
                </Button>
              )}
            </div>
          </fieldset>
          {save.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(save.error)}
            </p>
          )}
          {save.isSuccess && (
            <p role="status" className="text-sm">
              Schedule saved.
            </p>
          )}
          <Button type="submit" disabled={save.isPending}>
            Save schedule
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

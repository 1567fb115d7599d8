import { z } from 'zod';
import type { WeeklySlot } from '../publishing/slots';
import { timezoneField } from './timezone';

export const MAX_SLOTS = 50;

export const ZSlot = z.object({
  weekday: z
    .number({ error: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
    .int('weekday must be a whole number from 1 (Monday) to 7 (Sunday)')
    .min(1, 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)')
    .max(7, 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)'),
  time: z
    .string({ error: 'time must be HH:MM' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM, from 00:00 to 23:59'),
});
export type Slot = WeeklySlot;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The first slot listed twice, as "Monday 09:00"; null when each is listed once. */
export function repeatedSlot(slots: readonly Slot[]): string | null {
  const seen = new Set<string>();
  for (const { weekday, time } of slots) {
    const name = `${WEEKDAY_NAMES[weekday - 1]} ${time}`;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/** Settings as saved and answered: the zone is always an accepted name in its one spelling. */
export const ZSettings = z.object({
  timezone: z.string(),
  slots: z
    .array(ZSlot, { error: 'slots must be a list of { weekday, time }' })
    .max(MAX_SLOTS, `slots may hold at most ${MAX_SLOTS} entries`)
    .superRefine((slots, context) => {
      const repeated = repeatedSlot(slots);
      if (repeated) context.addIssue({ code: 'custom', message: `${repeated} is listed twice` });
    }),
});
export type Settings = z.infer<typeof ZSettings>;

/**
 * Settings as answered. `timezoneSaved` is false while the person has saved nothing: the zone is
 * then the default (UTC) and the slots the default week, and the web app saves the browser's zone.
 */
export const ZSavedSettings = ZSettings.extend({ timezoneSaved: z.boolean() });
export type SavedSettings = z.infer<typeof ZSavedSettings>;

export const ZSettingsResponse = z.object({ settings: ZSavedSettings });
export type SettingsResponse = z.infer<typeof ZSettingsResponse>;
export const ZUpdateSettingsRequest = ZSettings.extend({ timezone: timezoneField('timezone') });

/** The weekly slots a person starts with, so "Add to queue" works at once: weekdays at 09:00 and 17:00. */
export const DEFAULT_SLOTS: Slot[] = [1, 2, 3, 4, 5].flatMap((weekday) =>
  ['09:00', '17:00'].map((time) => ({ weekday, time })),
);

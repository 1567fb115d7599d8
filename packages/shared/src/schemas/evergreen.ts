import { z } from 'zod';

/** How often an evergreen post comes back, in days, and how many times at most. */
export const EVERGREEN_EVERY_DAYS = { min: 7, max: 365, default: 30 } as const;
export const EVERGREEN_TIMES = { min: 1, max: 52 } as const;

const EVERY_DAYS_MESSAGE = `evergreen.everyDays must be a whole number of days from ${EVERGREEN_EVERY_DAYS.min} to ${EVERGREEN_EVERY_DAYS.max}`;
const TIMES_MESSAGE = `evergreen.times must be a whole number from ${EVERGREEN_TIMES.min} to ${EVERGREEN_TIMES.max}, or null for no end`;
const UNTIL_MESSAGE = 'evergreen.until must be a date such as 2027-06-30, or null for no end';

/** What a person sets: every how many days, and the end (a number of times, a last day, or none). */
export const ZEvergreenSettings = z.object({
  everyDays: z
    .number({ error: EVERY_DAYS_MESSAGE })
    .int(EVERY_DAYS_MESSAGE)
    .min(EVERGREEN_EVERY_DAYS.min, EVERY_DAYS_MESSAGE)
    .max(EVERGREEN_EVERY_DAYS.max, EVERY_DAYS_MESSAGE)
    .default(EVERGREEN_EVERY_DAYS.default),
  times: z
    .number({ error: TIMES_MESSAGE })
    .int(TIMES_MESSAGE)
    .min(EVERGREEN_TIMES.min, TIMES_MESSAGE)
    .max(EVERGREEN_TIMES.max, TIMES_MESSAGE)
    .nullable()
    .default(null),
  /** The last day (in the person's time zone) a variant may go out. */
  until: z.iso.date({ error: UNTIL_MESSAGE }).nullable().default(null),
});
export type EvergreenSettings = z.infer<typeof ZEvergreenSettings>;

/** A post's evergreen settings as answered, with where its cycle stands. */
export const ZEvergreen = z.object({
  everyDays: z.number().int(),
  times: z.number().int().nullable(),
  until: z.string().nullable(),
  /** When the next variant goes out (its publication's time), or null while none is waiting. */
  nextAt: z.string().nullable(),
  /** How many variants have gone out. */
  sent: z.number().int(),
  /** Why the last variant could not be written or scheduled, for the person to act on. */
  failure: z.string().nullable(),
});
export type Evergreen = z.infer<typeof ZEvergreen>;

/** What made a publication: the person, or an automation (an evergreen variant). */
export const PUBLICATION_AUTOMATIONS = ['evergreen'] as const;
/** Which automation, if any, scheduled a publication by itself. */
export type SchedulingAutomation = (typeof PUBLICATION_AUTOMATIONS)[number];

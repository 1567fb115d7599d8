import { z } from 'zod';
import { canonicalTimezone, TIMEZONE_RULE } from '../publishing/timezones';

/**
 * A time zone field: an accepted name in any letter case, answered in its one spelling, so that
 * what is stored and used is always the same string for the same zone.
 */
export function timezoneField(field: string) {
  const message = `${field} must be ${TIMEZONE_RULE}`;
  return z.string({ error: message }).transform((name, context) => {
    const canonical = canonicalTimezone(name);
    if (canonical) return canonical;
    context.addIssue({ code: 'custom', message, input: name });
    return z.NEVER;
  });
}

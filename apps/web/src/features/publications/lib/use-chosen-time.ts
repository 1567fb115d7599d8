import { useState } from 'react';
import { whenProblem } from './when-problem';
import { fromZonedFields } from './zoned-time';

type Fields = { day: string; time: string };

/**
 * A day and time the user picks on their zone's clock, starting from `initial` until edited:
 * the UTC time it means, what is wrong with it, and the props of `DateTimeFields`. `onEdit`
 * runs on every change, so an answer about the time before can be dropped.
 */
export function useChosenTime(initial: Fields, timezone: string, onEdit: () => void) {
  const [edited, setEdited] = useState<Fields | null>(null);
  const when = edited ?? initial;
  const chosen = fromZonedFields(when.day, when.time, timezone);
  const problem = whenProblem(when, chosen);
  const fields = {
    ...when,
    timezone,
    problem,
    onChange: (next: Fields) => {
      setEdited(next);
      onEdit();
    },
  };
  return { chosen, problem, fields };
}

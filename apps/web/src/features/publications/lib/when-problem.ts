/** What is wrong with a chosen day and time, in words for the form; null when it can be sent. */
export function whenProblem(
  when: { day: string; time: string },
  chosen: string | null,
  now = Date.now(),
): string | null {
  if (!when.day && !when.time) return 'Pick a date and a time.';
  if (!when.day) return 'Pick a date.';
  if (!when.time) return 'Pick a time.';
  if (!chosen) return 'Pick a valid date and time.';
  if (Date.parse(chosen) <= now) return 'Pick a time in the future.';
  return null;
}

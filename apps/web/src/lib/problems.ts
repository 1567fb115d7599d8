import { ApiError } from '@/lib/api-client';

/** Every problem the server found in a post's text (its 400 lists them all), or none. */
export function problemsOf(failure: unknown): string[] {
  if (!(failure instanceof ApiError) || failure.code !== 'invalid_input') return [];
  const problems = failure.details.problems;
  return Array.isArray(problems) ? problems.filter((problem) => typeof problem === 'string') : [];
}

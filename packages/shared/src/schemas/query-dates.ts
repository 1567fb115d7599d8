/**
 * The years a date in a query may name. Every publication falls inside them, and so does such a
 * date moved by any time zone's offset, which keeps clear of what breaks outside: `Date.UTC`
 * reads years 0 to 99 as 1900 to 1999, PostgreSQL has no year 0, and a year past 9999 is written
 * by JavaScript as `+010000`, which PostgreSQL does not read.
 */
export const QUERY_YEARS = { first: 2000, last: 2999 } as const;

/** True when a date or date-time (YYYY-MM-DD...) is within QUERY_YEARS. */
export function withinQueryYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= QUERY_YEARS.first && year <= QUERY_YEARS.last;
}

export const queryYearsMessage = (field: string) =>
  `${field} must be from ${QUERY_YEARS.first}-01-01 to ${QUERY_YEARS.last}-12-31`;

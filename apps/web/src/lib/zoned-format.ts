/** Dates and times as the app writes them ("23 November 2026", "14:19"), on a zone's clock. */
const format = (options: Intl.DateTimeFormatOptions) => (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: timezone, ...options }).format(new Date(iso));

export const formatTime = format({ hour: '2-digit', minute: '2-digit' });

export const formatDay = format({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const formatDateTime = (iso: string, timezone: string) =>
  `${formatDay(iso, timezone)}, ${formatTime(iso, timezone)}`;

/** A day such as "23 Nov 2026". */
export const formatShortDate = format({ day: 'numeric', month: 'short', year: 'numeric' });

/** A day such as "23 November 2026". */
export const formatLongDate = format({ day: 'numeric', month: 'long', year: 'numeric' });

/** `YYYY-MM-DD` of the day `date` falls on in `timezone`. */
export const zonedDate = (date: Date, timezone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** A slot as the schedule dialog names it: "Tue 26 Nov, 09:00". */
export const formatSlot = (iso: string, timezone: string) =>
  `${format({ weekday: 'short', day: 'numeric', month: 'short' })(iso, timezone)}, ${formatTime(iso, timezone)}`;

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { zonedDate } from '@/lib/zoned-format';
import { addDays, addMonths, longDate, monthName, weekStart } from '../../lib/calendar-days';
import type { CalendarMode } from '../../lib/calendar-entries';

/** The period shown, the way to the one before and after, and back to today. */
export function CalendarNavigation({
  mode,
  day,
  timezone,
  onChange,
}: {
  mode: CalendarMode;
  day: string;
  timezone: string;
  onChange: (day: string) => void;
}) {
  const unit = mode === 'week' ? 'week' : 'month';
  const step = (by: number) =>
    onChange(mode === 'week' ? addDays(day, 7 * by) : addMonths(day, by));
  const title = mode === 'week' ? `Week of ${longDate(weekStart(day))}` : monthName(day);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="mr-auto basis-full text-lg font-semibold sm:basis-auto" aria-live="polite">
        {title}
      </h2>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Previous ${unit}`}
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button variant="outline" onClick={() => onChange(zonedDate(new Date(), timezone))}>
        {mode === 'week' ? 'This week' : 'This month'}
      </Button>
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => step(1)}>
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}

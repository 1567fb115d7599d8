import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../api/get-me';
import { isNearLimit, remaining } from '../usage';

/** Shown on the generate screens once 80 % of the month's generations are used. */
export function UsageNotice() {
  const me = useMe();
  if (!me.data || !isNearLimit(me.data.usage)) return null;
  const { usage } = me.data;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Gauge aria-hidden className="size-4 shrink-0" />
      <span>
        {remaining(usage)} of {usage.limit.toLocaleString('en-US')} generations left this month.
      </span>
      <Link to="/pricing" className="font-semibold underline underline-offset-4">
        Upgrade your plan
      </Link>
    </div>
  );
}

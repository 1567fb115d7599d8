import type { Usage } from '@quillpost/shared';
import { formatDate } from '../usage';

export function UsageMeter({ usage }: { usage: Usage }) {
  const share = usage.limit > 0 ? Math.min(100, (usage.used / usage.limit) * 100) : 100;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="text-2xl font-bold tabular-nums">
          {usage.used.toLocaleString('en-US')}
        </span>
        <span className="text-muted-foreground">
          {' '}
          of {usage.limit.toLocaleString('en-US')} generations used this month
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Generations used this month"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.used}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">Resets on {formatDate(usage.resetsAt)}.</p>
    </div>
  );
}

import { cn } from '@/lib/cn';
import type { PartCount } from '../lib/counting';

/**
 * The part's length on each counted network ("X 45/280"), and beside it, in red, why a network
 * would refuse it.
 */
export function PartCounts({ id, counts }: { id: string; counts: PartCount[] }) {
  const problems = counts.flatMap((count) => (count.problem ? [count.problem] : []));
  return (
    <div id={id} className="flex flex-col gap-1 text-xs">
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
        {counts.map(({ network, length, problem }) => (
          <span
            key={network.key}
            className={cn('tabular-nums', problem && 'font-medium text-destructive')}
          >
            {network.name} {length}/{network.rules.maxLength}
          </span>
        ))}
      </p>
      {problems.length > 0 && (
        <ul className="flex flex-col gap-0.5 font-medium text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

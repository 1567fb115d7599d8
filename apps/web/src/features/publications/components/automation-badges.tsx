import type { PublicationAutomation } from '@quillpost/shared';
import { StatusBadge } from '@/components/status-badge';
import { formatShortDate, formatTime } from '../lib/zoned-time';

const DONE = { plug: 'Plug sent', repost: 'Reposted' } as const;
const FAILED = { plug: 'Plug failed', repost: 'Repost failed' } as const;
const WAITING = { plug: 'Plug waiting', repost: 'Repost at' } as const;

/**
 * What the account's automations did with a publication that went out: the plug replied under
 * it and its repost, each done, waiting (a repost with its time) or failed with the reason.
 */
export function AutomationBadges({
  automations,
  timezone,
}: {
  automations: readonly PublicationAutomation[];
  timezone: string;
}) {
  if (automations.length === 0) return null;
  return (
    <ul aria-label="Automations" className="flex flex-wrap items-center gap-2">
      {automations.map((automation) => (
        <li key={automation.kind} className="min-w-0 break-words">
          {automation.status === 'done' && (
            <StatusBadge status="published">{DONE[automation.kind]}</StatusBadge>
          )}
          {automation.status === 'waiting' && (
            <StatusBadge status="scheduled">
              {WAITING[automation.kind]}
              {automation.kind === 'repost' && (
                <>
                  {' '}
                  <time dateTime={automation.at} className="ml-1">
                    {formatShortDate(automation.at, timezone)},{' '}
                    {formatTime(automation.at, timezone)}
                  </time>
                </>
              )}
            </StatusBadge>
          )}
          {automation.status === 'failed' && (
            <span className="text-destructive">
              <StatusBadge status="failed">{FAILED[automation.kind]}</StatusBadge>{' '}
              <span className="text-xs">{automation.error ?? 'Reason not known.'}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

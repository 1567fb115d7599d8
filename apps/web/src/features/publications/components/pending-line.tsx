import type { Publication } from '@quillpost/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { formatSlot } from '../lib/zoned-time';

/** A card's line for a publication not out: when it goes, that it is going, or why it failed. */
export function PendingLine({
  publication,
  timezone,
  children,
}: {
  publication: Publication;
  timezone: string;
  /** The account it goes out on. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      {publication.status === 'scheduled' && (
        <span>
          <StatusBadge status="scheduled">Scheduled</StatusBadge>{' '}
          <time dateTime={publication.publishAt}>
            {formatSlot(publication.publishAt, timezone)} ({timezone})
          </time>
        </span>
      )}
      {publication.status === 'publishing' && (
        <StatusBadge status="publishing">Publishing now</StatusBadge>
      )}
      {children}
      {publication.status === 'failed' && (
        <span className="break-words">
          <StatusBadge status="failed">Failed</StatusBadge>{' '}
          <span className="text-destructive">{publication.error ?? 'Reason not known.'}</span>{' '}
          <Link className="text-primary underline underline-offset-4" to="/dashboard/schedule">
            Retry in the schedule
          </Link>
        </span>
      )}
    </div>
  );
}

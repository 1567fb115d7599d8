import type { Publication, PublishedFigures } from '@quillpost/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import {
  useCancelPublication,
  useReschedulePublication,
  useRetryPublication,
} from '../api/publications';
import { formatDateTime, formatTime, fromZonedFields, toZonedFields } from '../lib/zoned-time';
import { DateTimeFields } from './date-time-fields';
import { PublishedLine } from './published-line';

const excerpt = (publication: Publication) => publication.parts[0]?.text.split('\n')[0] ?? '';

function Reschedule({ publication, timezone }: { publication: Publication; timezone: string }) {
  const [when, setWhen] = useState(() => toZonedFields(new Date(publication.publishAt), timezone));
  const reschedule = useReschedulePublication();
  const chosen = fromZonedFields(when.day, when.time, timezone);
  return (
    <div className="flex flex-col gap-2">
      <DateTimeFields {...when} timezone={timezone} onChange={setWhen} />
      <Button
        size="sm"
        className="self-start"
        disabled={!chosen || reschedule.isPending}
        onClick={() => chosen && reschedule.mutate({ id: publication._id, publishAt: chosen })}
      >
        Save new time
      </Button>
      {reschedule.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(reschedule.error)}
        </p>
      )}
    </div>
  );
}

export function UpcomingItem({
  publication,
  timezone,
}: {
  publication: Publication;
  timezone: string;
}) {
  const [editing, setEditing] = useState(false);
  const cancel = useCancelPublication();
  const scheduled = publication.status === 'scheduled';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm">{formatTime(publication.publishAt, timezone)}</span>
        <Badge variant="secondary">{publication.kind}</Badge>
        {publication.status === 'publishing' && <Badge>Publishing</Badge>}
        {publication.late && <Badge variant="outline">Late</Badge>}
      </div>
      <p className="text-sm break-words">{excerpt(publication)}</p>
      {scheduled && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing((value) => !value)}>
            Reschedule
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(publication._id)}
          >
            Cancel
          </Button>
        </div>
      )}
      {scheduled && editing && <Reschedule publication={publication} timezone={timezone} />}
      {cancel.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(cancel.error)}
        </p>
      )}
    </li>
  );
}

export function PublishedItem({
  publication,
  timezone,
  figures,
}: {
  publication: Publication;
  timezone: string;
  figures?: PublishedFigures;
}) {
  const parts = publication.parts.filter((part) => part.url);
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <p className="text-sm break-words">{excerpt(publication)}</p>
      <PublishedLine
        publishedAt={publication.publishedAt ?? publication.publishAt}
        url={parts[0]?.url ?? null}
        timezone={timezone}
        figures={figures}
      >
        {publication.late && <Badge variant="outline">Late</Badge>}
      </PublishedLine>
      {parts.length > 1 && (
        <ul aria-label="Parts on X" className="flex flex-wrap gap-3 text-sm">
          {parts.map((part) => (
            <li key={part.position}>
              <a
                className="text-primary underline underline-offset-4"
                href={part.url!}
                target="_blank"
                rel="noreferrer"
              >
                {`Post ${part.position} on X`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function FailedItem({
  publication,
  timezone,
}: {
  publication: Publication;
  timezone: string;
}) {
  const retry = useRetryPublication();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-destructive/40 p-3">
      <div className="text-sm text-muted-foreground">
        {formatDateTime(publication.publishAt, timezone)}
      </div>
      <p className="text-sm break-words">{excerpt(publication)}</p>
      <p className="text-sm text-destructive">{publication.error}</p>
      <Button
        size="sm"
        className="self-start"
        disabled={retry.isPending}
        onClick={() => retry.mutate(publication._id)}
      >
        Retry
      </Button>
      {retry.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(retry.error)}
        </p>
      )}
    </li>
  );
}

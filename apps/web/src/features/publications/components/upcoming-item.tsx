import type { Account, Publication } from '@quillpost/shared';
import { useState } from 'react';
import { AccountName } from '@/components/account-name';
import { EvergreenBadge } from '@/components/evergreen-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCancelPublication, useReschedulePublication } from '../api/publications';
import { excerpt } from '../lib/excerpt';
import { useChosenTime } from '../lib/use-chosen-time';
import { formatTime, toZonedFields } from '../lib/zoned-time';
import { DateTimeFields } from './date-time-fields';
import { EVERGREEN_LABEL } from '../lib/evergreen';

function Reschedule({
  publication,
  timezone,
  onDone,
}: {
  publication: Publication;
  timezone: string;
  onDone: () => void;
}) {
  const reschedule = useReschedulePublication();
  const { chosen, problem, fields } = useChosenTime(
    toZonedFields(new Date(publication.publishAt), timezone),
    timezone,
    reschedule.reset,
  );
  return (
    <div className="flex flex-col gap-2">
      <DateTimeFields {...fields} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={problem !== null || reschedule.isPending}
          onClick={() =>
            chosen &&
            reschedule.mutate({ id: publication._id, publishAt: chosen }, { onSuccess: onDone })
          }
        >
          Save new time
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Keep current time
        </Button>
      </div>
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
  account,
  timezone,
}: {
  publication: Publication;
  /** Undefined once the account is disconnected. */
  account: Account | undefined;
  timezone: string;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPublication();
  const scheduled = publication.status === 'scheduled';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm">{formatTime(publication.publishAt, timezone)}</span>
        <Badge variant="secondary">{publication.kind}</Badge>
        {publication.status === 'publishing' && <Badge>Publishing</Badge>}
        {publication.late && <Badge variant="outline">Late</Badge>}
        {publication.automation === 'evergreen' && <EvergreenBadge label={EVERGREEN_LABEL} />}
        <AccountName account={account} network={publication.network} className="text-sm" />
      </div>
      <p className="text-sm break-words">{excerpt(publication)}</p>
      {scheduled && (
        <div className="flex flex-wrap gap-2">
          {!editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Reschedule
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            Cancel publication
          </Button>
        </div>
      )}
      {scheduled && editing && (
        <Reschedule
          publication={publication}
          timezone={timezone}
          onDone={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this publication?"
        message={`“${excerpt(publication)}” will not go out at ${formatTime(publication.publishAt, timezone)}. The post stays in your library.`}
        keepLabel="Keep it"
        confirmLabel="Cancel publication"
        onConfirm={() => cancel.mutate(publication._id)}
      />
      {cancel.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(cancel.error)}
        </p>
      )}
    </li>
  );
}

import {
  publicationParts,
  type Publication,
  type PublishableKind,
  type PublishAt,
} from '@quillpost/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { accountText } from '@/lib/networks';
import { useAccounts } from '../api/accounts';
import { usePublications } from '../api/publications';
import { useTimezone } from '../api/timezone';
import { useChosenTime } from '../lib/use-chosen-time';
import { useAccountFindings } from '../lib/use-account-findings';
import { useNextSlots } from '../lib/use-next-slots';
import { useWaitingPublications } from '../lib/use-waiting-publications';
import { usePublishOnAccounts } from '../lib/use-publish-on-accounts';
import { toZonedFields } from '../lib/zoned-time';
import { AccountPicker } from './account-picker';
import { AccountPreviews } from './account-previews';
import { AlreadyWaiting } from './already-waiting';
import { DateTimeFields } from './date-time-fields';
import { LinksReplyCheckbox } from './links-reply-checkbox';
import { MoveLinksButton } from './move-links-button';
import { QueueSlotNote } from './queue-slot-note';
import { PartlyScheduled, ScheduleDone } from './schedule-outcome';
import { XCostNote } from './x-cost-note';

const inAnHour = () => new Date(Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000);
const NONE: Publication[] = [];

export function ScheduleDialog({
  kind,
  post,
  open,
  onOpenChange,
  initialAt,
}: {
  kind: PublishableKind;
  post: { _id: string; content: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The time offered first (an open slot of the calendar); in about an hour otherwise. */
  initialAt?: string;
}) {
  const timezone = useTimezone();
  // The post as saved, which moving the links into a reply rewrites.
  const [content, setContent] = useState(post.content);
  // A tweet's links can only move into a reply of the publication's own (a thread's are saved).
  const [tweetLinksInReply, setTweetLinksInReply] = useState(false);
  const linksInReply = kind === 'tweet' && tweetLinksInReply;
  const parts = useMemo(
    () => publicationParts(kind, content, { linksInReply }),
    [kind, content, linksInReply],
  );
  const accounts = useAccounts();
  const all = accounts.data ?? [];
  // Untouched, the choice is the only account when there is one.
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = useMemo(() => {
    const connected = accounts.data ?? [];
    const ids = picked ?? (connected.length === 1 ? [connected[0]!._id] : []);
    return connected.filter((account) => ids.includes(account._id));
  }, [accounts.data, picked]);
  const publications = usePublications().data;
  const checked = useAccountFindings(chosen, parts, publications ?? NONE);
  const waiting = useWaitingPublications(post._id, publications);
  const moving = useMemo(
    () => new Set(chosen.flatMap((account) => waiting.get(account._id)?._id ?? [])),
    [chosen, waiting],
  );
  const queue = useNextSlots(chosen, publications, timezone, moving);
  const rescheduling = chosen.length > 0 && chosen.every((account) => waiting.has(account._id));
  const refusedAsIs = checked.filter((c) => c.findings.some((f) => f.level === 'error'));
  // Shown on the user's clock, which may only be known after the first render.
  const [suggested] = useState(() => (initialAt ? new Date(initialAt) : inAnHour()));
  const outcome = usePublishOnAccounts(timezone);
  const {
    chosen: chosenTime,
    problem,
    fields,
  } = useChosenTime(toZonedFields(suggested, timezone), timezone, outcome.dropRefusals);

  const submit = (publishAt: PublishAt) =>
    outcome.publish(
      { postId: post._id, publishAt, ...(linksInReply && { linksInReply }) },
      chosen.map((account) => account._id),
      new Map([...waiting].map(([accountId, publication]) => [accountId, publication._id])),
    );
  const allDone = chosen.length > 0 && chosen.every((account) => outcome.done.has(account._id));
  const unsendable = chosen.length === 0 || refusedAsIs.length > 0 || outcome.pending;
  const changeOpen = (next: boolean) => {
    if (!next) outcome.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={`Schedule ${kind}`}
      description={
        parts.length > 1
          ? `Goes out as a thread of ${parts.length} posts, each replying to the one before.`
          : 'Goes out as one post.'
      }
    >
      {allDone ? (
        <>
          <AccountPreviews parts={parts} checked={checked} />
          <ScheduleDone accounts={chosen} notes={outcome.notes} />
          {/* The button that was pressed is gone: focus goes to the one thing left to do. */}
          <Button className="justify-self-end" autoFocus onClick={() => changeOpen(false)}>
            Close
          </Button>
        </>
      ) : (
        <>
          {all.length > 0 && (
            <AccountPicker
              accounts={all}
              chosen={chosen.map((account) => account._id)}
              done={outcome.done}
              // With one account, a refusal is said once, below.
              notes={all.length > 1 ? outcome.notes : new Map()}
              onChange={setPicked}
            />
          )}
          <AccountPreviews parts={parts} checked={checked} />
          <XCostNote parts={parts} accounts={chosen} />
          {kind === 'thread' ? (
            <MoveLinksButton postId={post._id} content={content} onMoved={setContent} />
          ) : (
            <LinksReplyCheckbox
              content={content}
              checked={tweetLinksInReply}
              onChange={setTweetLinksInReply}
            />
          )}
          <DateTimeFields {...fields} />
          <AlreadyWaiting accounts={chosen} waiting={waiting} timezone={timezone} />
          <QueueSlotNote queue={queue} accounts={chosen} timezone={timezone} />
          {accounts.isSuccess && all.length === 0 && (
            <p className="text-sm font-medium text-destructive">
              Connect an account in{' '}
              <Link className="underline underline-offset-4" to="/dashboard/settings">
                Settings
              </Link>{' '}
              to publish.
            </p>
          )}
          {all.length > 1 && chosen.length === 0 && (
            <p className="text-sm text-muted-foreground">Choose at least one account.</p>
          )}
          {chosen.length > 1 && refusedAsIs.length > 0 && (
            <p className="text-sm font-medium text-destructive">
              The post cannot go out as it is on{' '}
              {refusedAsIs.map((c) => accountText(c.account)).join(', ')}: edit it, or leave{' '}
              {refusedAsIs.length === 1 ? 'that account' : 'those accounts'} out.
            </p>
          )}
          {outcome.refused.length > 0 &&
            (all.length > 1 ? (
              <PartlyScheduled
                took={outcome.tried.length - outcome.refused.length}
                tried={outcome.tried.length}
              />
            ) : (
              <p role="alert" className="text-sm font-medium text-destructive">
                {outcome.notes.get(outcome.refused[0]!)?.text}
              </p>
            ))}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" disabled={unsendable} onClick={() => submit('now')}>
              Publish now
            </Button>
            <Button
              variant="outline"
              disabled={unsendable || queue.state !== 'found'}
              onClick={() => submit('next-slot')}
            >
              Add to queue
            </Button>
            <Button
              disabled={unsendable || problem !== null}
              onClick={() => chosenTime && submit(chosenTime)}
            >
              {rescheduling ? 'Reschedule' : 'Schedule'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

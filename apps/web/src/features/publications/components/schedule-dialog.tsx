import {
  lintParts,
  publicationParts,
  type PublishableKind,
  type PublishAt,
} from '@quillpost/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useCreatePublication, usePublications } from '../api/publications';
import { useTimezone } from '../api/timezone';
import { useHasXAccount } from '../api/x-account';
import { useChosenTime } from '../lib/use-chosen-time';
import { formatDateTime, toZonedFields } from '../lib/zoned-time';
import { DateTimeFields } from './date-time-fields';
import { LinksReplyCheckbox } from './links-reply-checkbox';
import { MoveLinksButton } from './move-links-button';
import { PartsPreview } from './parts-preview';

/** Texts of what went out recently, so the lint can say when a part repeats one (X refuses it). */
function useRecentTexts(): string[] {
  const publications = usePublications();
  return useMemo(
    () =>
      (publications.data ?? [])
        .filter((p) => p.status === 'published' || p.status === 'publishing')
        .flatMap((p) =>
          p.parts.filter((part) => part.status === 'published').map((part) => part.text),
        ),
    [publications.data],
  );
}

const inAnHour = () => new Date(Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000);

export function ScheduleDialog({
  kind,
  post,
  open,
  onOpenChange,
}: {
  kind: PublishableKind;
  post: { _id: string; content: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  const recent = useRecentTexts();
  const findings = useMemo(() => lintParts(parts, recent), [parts, recent]);
  const blocked = findings.some((finding) => finding.level === 'error');
  // Shown on the user's clock, which may only be known after the first render.
  const [suggested] = useState(inAnHour);
  const create = useCreatePublication();
  const { chosen, problem, fields } = useChosenTime(
    toZonedFields(suggested, timezone),
    timezone,
    create.reset,
  );
  const [done, setDone] = useState<string | null>(null);
  // Said before any click; the server's refusal stays for an account that goes in between.
  const noAccount = useHasXAccount() === false;

  const submit = (publishAt: PublishAt) =>
    create.mutate(
      { postId: post._id, publishAt, ...(linksInReply && { linksInReply }) },
      {
        onSuccess: (publication) =>
          setDone(
            publishAt === 'now'
              ? 'Publishing now.'
              : `Scheduled for ${formatDateTime(publication.publishAt, timezone)} (${timezone}).`,
          ),
      },
    );
  const unsendable = noAccount || blocked || create.isPending;
  const changeOpen = (next: boolean) => {
    if (!next) {
      setDone(null);
      create.reset();
    }
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
      <PartsPreview parts={parts} findings={findings} />
      {done ? (
        <>
          <p role="status" className="text-sm font-medium text-success">
            {done} See it in the{' '}
            <Link className="underline underline-offset-4" to="/dashboard/schedule">
              schedule
            </Link>
            .
          </p>
          <Button className="justify-self-end" onClick={() => changeOpen(false)}>
            Close
          </Button>
        </>
      ) : (
        <>
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
          {noAccount && (
            <p className="text-sm font-medium text-destructive">
              Connect your X account in{' '}
              <Link className="underline underline-offset-4" to="/dashboard/settings">
                Settings
              </Link>{' '}
              to publish.
            </p>
          )}
          {create.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(create.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" disabled={unsendable} onClick={() => submit('now')}>
              Publish now
            </Button>
            <Button variant="outline" disabled={unsendable} onClick={() => submit('next-slot')}>
              Add to queue
            </Button>
            <Button
              disabled={unsendable || problem !== null}
              onClick={() => chosen && submit(chosen)}
            >
              Schedule
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

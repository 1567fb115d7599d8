import { isPublishableKind, type Post, type PostKind } from '@quillpost/shared';
import { Leaf } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useTimezone } from '@/lib/timezone';
import { formatDateTime, zonedDate } from '@/lib/zoned-format';
import { useUpdateEvergreen } from '../api/update-evergreen';
import { EvergreenDialog } from './evergreen-dialog';

/** Whether a post can be made evergreen: a saved tweet or thread that is no variant itself. */
const canBeEvergreen = (kind: PostKind, post: Partial<Post>) =>
  isPublishableKind(kind) && Boolean(post._id) && !post.variantOf;

/**
 * "Make evergreen…" (or "Evergreen settings…" once it is) and its dialog, for a saved tweet or
 * thread that is not a variant.
 */
export function EvergreenButton({ kind, post }: { kind: PostKind; post: Partial<Post> }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateEvergreen(isPublishableKind(kind) ? kind : 'tweet');
  if (!canBeEvergreen(kind, post)) return null;
  const current = post.evergreen ?? null;
  const change = (value: Parameters<typeof update.mutate>[0]['evergreen']) =>
    update.mutate({ id: post._id!, evergreen: value }, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          update.reset();
          setOpen(true);
        }}
      >
        <Leaf aria-hidden />
        {current ? 'Evergreen settings…' : 'Make evergreen…'}
      </Button>
      {open && (
        <OpenDialog
          onOpenChange={setOpen}
          current={current}
          saving={update.isPending}
          failure={update.error}
          onSave={change}
          onStop={() => change(null)}
        />
      )}
    </>
  );
}

/** The dialog while open: only then is the person's zone read, for the first day an end may be. */
function OpenDialog(props: Omit<ComponentProps<typeof EvergreenDialog>, 'open' | 'today'>) {
  const timezone = useTimezone();
  return <EvergreenDialog open today={zonedDate(new Date(), timezone)} {...props} />;
}

/** Where an evergreen post's cycle stands: when the next variant is due, or why none is. */
export function EvergreenNote({ post }: { post: Partial<Post> }) {
  const timezone = useTimezone();
  const evergreen = post.evergreen;
  if (!evergreen) return null;
  const { sent, times } = evergreen;
  const went = sent === 0 ? '' : sent === 1 ? 'Came back once.' : `Came back ${sent} times.`;
  if (evergreen.failure) {
    return (
      <p className="text-sm text-destructive">
        {evergreen.failure} {went}
      </p>
    );
  }
  const state = evergreen.nextAt
    ? `Next variant due ${formatDateTime(evergreen.nextAt, timezone)}.`
    : times !== null && sent >= times
      ? 'Finished: it came back as often as you set.'
      : `Comes back every ${evergreen.everyDays} days after it goes out.`;
  return (
    <p className="text-sm text-muted-foreground">
      {state} {went}
    </p>
  );
}

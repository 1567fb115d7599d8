import { isPublishableKind, type PostKind, type PublishableKind } from '@quillpost/shared';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const ScheduleDialog = lazy(() =>
  import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })),
);

/** "Schedule" on a saved tweet or thread; ideas are never published. */
export function ScheduleButton({
  kind,
  post,
}: {
  kind: PostKind;
  post: { _id?: string; content: string };
}) {
  const [open, setOpen] = useState(false);
  const id = post._id;
  if (!isPublishableKind(kind) || !id) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden />
        Schedule
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleDialog
            kind={kind}
            post={{ _id: id, content: post.content }}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}

/** The schedule dialog for a post another screen holds, loaded when it first opens. */
export function LazyScheduleDialog(props: {
  kind: PublishableKind;
  post: { _id: string; content: string };
  initialAt?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleDialog {...props} />
    </Suspense>
  );
}

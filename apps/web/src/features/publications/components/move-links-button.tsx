import { threadWithLinksInReply } from '@quillpost/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdatePostContent } from '../api/update-post-content';

/**
 * Offers to take a thread's links out of its posts and into one reply at the end, which X charges
 * far less for, and saves the rewritten post as a thread with one more part.
 */
export function MoveLinksButton({
  postId,
  content,
  onMoved,
}: {
  postId: string;
  content: string;
  onMoved: (content: string) => void;
}) {
  const hintId = useId();
  const update = useUpdatePostContent('thread', postId);
  const moved = threadWithLinksInReply(content);
  if (!moved && !update.isSuccess) return null;
  return (
    <div className="flex flex-col gap-2">
      {moved && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-describedby={hintId}
            disabled={update.isPending}
            onClick={() => update.mutate(moved, { onSuccess: (saved) => onMoved(saved.content) })}
          >
            Move links to a reply
          </Button>
          <span id={hintId} className="text-xs text-muted-foreground">
            Takes the links out of the posts and sends them together as the last reply; the post is
            saved with the change.
          </span>
        </div>
      )}
      {update.isSuccess && !moved && (
        <p role="status" className="text-sm text-muted-foreground">
          Links moved to their own reply and the post saved.
        </p>
      )}
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(update.error)}
        </p>
      )}
    </div>
  );
}

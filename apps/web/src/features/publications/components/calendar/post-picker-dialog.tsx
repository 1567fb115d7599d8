import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useLibraryPosts, type LibraryPost } from '../../api/library-posts';

const firstLine = (content: string) => content.split('\n').find((line) => line.trim()) ?? '';

/** Picks the post to schedule at an open slot; the schedule dialog then confirms it. */
export function PostPickerDialog({
  open,
  when,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  /** The slot, as the person reads it: "Monday 30 November, 09:00 (Europe/Berlin)". */
  when: string;
  onOpenChange: (open: boolean) => void;
  onPick: (post: LibraryPost) => void;
}) {
  const posts = useLibraryPosts(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a post"
      description={`Choose a tweet or thread from your library for ${when}.`}
    >
      {posts.isPending ? (
        <Spinner label="Loading your library" className="size-6" />
      ) : posts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(posts.error)}
        </p>
      ) : posts.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Your library has no tweets or threads yet.{' '}
          <Link className="underline underline-offset-4" to="/dashboard/tweet">
            Generate a tweet
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Your posts" className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
          {posts.data.map((post) => (
            <li key={post._id}>
              <button
                type="button"
                onClick={() => onPick(post)}
                className="flex w-full min-w-0 items-start gap-2 rounded-md border p-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Badge variant="secondary">{post.kind}</Badge>
                <span className="line-clamp-2 min-w-0 break-words">{firstLine(post.content)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

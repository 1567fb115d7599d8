import type { PostKind } from '@quillpost/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePosts } from '../api/list-posts';
import { KIND_TEXT } from '../kinds';
import { PostCard } from './post-card';

/** A library screen: newest first, tweets in a three-column grid on large screens. */
export function PostList({ kind }: { kind: PostKind }) {
  const text = KIND_TEXT[kind];
  const posts = usePosts(kind);
  const noun = text.noun.toLowerCase();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{text.listTitle}</h1>
        <Link to={`/dashboard/${kind}`} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {text.createLabel}
        </Link>
      </div>
      {posts.isPending && (
        <div className="flex justify-center py-16">
          <Spinner label={`Loading ${noun}s`} className="size-8" />
        </div>
      )}
      {posts.isError && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive"
        >
          {errorMessage(posts.error)}
        </p>
      )}
      {posts.isSuccess && posts.data.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-16 text-center">
          <h2 className="text-lg font-semibold">No {noun}s yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Your saved {noun}s appear here. Generate one and it is kept for you automatically.
          </p>
        </div>
      )}
      {posts.isSuccess && posts.data.length > 0 && (
        <ul className={cn('grid gap-4', kind === 'tweet' && 'md:grid-cols-2 lg:grid-cols-3')}>
          {posts.data.map((post) => (
            <li key={post._id} className="flex">
              <PostCard kind={kind} post={post} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {posts.isFetchingNextPage && <Spinner className="size-4" label="Loading more" />}
          Load more
        </Button>
      )}
    </div>
  );
}

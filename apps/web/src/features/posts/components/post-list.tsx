import type { PostKind } from '@quillpost/shared';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { PAGE_SIZE, usePosts } from '../api/list-posts';
import { KIND_TEXT } from '../kinds';
import { PostCard } from './post-card';

/** Each post's page of ids: cards ask for what they show a page at a time, not one by one. */
function pagesOf(ids: readonly string[]): Map<string, readonly string[]> {
  const pages = new Map<string, readonly string[]>();
  for (let i = 0; i < ids.length; i += PAGE_SIZE) {
    const page = ids.slice(i, i + PAGE_SIZE);
    for (const id of page) pages.set(id, page);
  }
  return pages;
}

/** A library screen: newest first, tweets in a three-column grid on large screens. */
export function PostList({ kind }: { kind: PostKind }) {
  const text = KIND_TEXT[kind];
  const posts = usePosts(kind);
  const noun = text.noun.toLowerCase();
  const pages = useMemo(() => pagesOf(posts.data?.map((post) => post._id) ?? []), [posts.data]);

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
              <PostCard kind={kind} post={post} pagePostIds={pages.get(post._id)} />
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

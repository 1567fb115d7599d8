import { isPublishableKind, POST_KINDS, type PostKind } from '@quillpost/shared';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { OVERVIEW_LIMIT, useLatestPosts } from '../api/latest-posts';
import { KIND_TEXT } from '../kinds';
import { postName } from '../lib/post-name';

/** Where a post opens: the composer for a tweet or thread, the ideas list for an idea. */
const postAddress = (kind: PostKind, id: string) =>
  isPublishableKind(kind)
    ? `/dashboard/posts/${kind}/${encodeURIComponent(id)}/edit`
    : '/dashboard/all-ideas';

function FirstPost() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
      <PenLine aria-hidden className="size-10 text-primary" />
      <h2 className="text-xl font-semibold">Generate Your First Post</h2>
      <p className="text-sm text-muted-foreground">You can generate your first X post using ai.</p>
      <Link to="/dashboard/tweet" className={buttonVariants({ className: 'mt-2' })}>
        Generate
      </Link>
    </div>
  );
}

/** The dashboard home: counts and latest posts of each kind, or the first-post invitation. */
export function LibraryOverview() {
  const results = useLatestPosts(POST_KINDS);
  if (results.some((result) => result.isPending)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your posts" className="size-8" />
      </div>
    );
  }
  const failed = results.find((result) => result.isError);
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(failed.error)}
      </p>
    );
  }
  const lists = POST_KINDS.map((kind, index) => ({ kind, posts: results[index]?.data ?? [] }));
  if (lists.every((list) => list.posts.length === 0)) return <FirstPost />;

  return (
    // grid-cols-1 (not the implicit auto column) lets the truncated titles shrink on a phone.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {lists.map(({ kind, posts }) => (
        <KindSummary key={kind} kind={kind} count={posts.length} latest={posts.slice(0, 3)} />
      ))}
    </div>
  );
}

function KindSummary({
  kind,
  count,
  latest,
}: {
  kind: PostKind;
  count: number;
  latest: { _id: string; title: string; content: string }[];
}) {
  const text = KIND_TEXT[kind];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-baseline justify-between">
          <span>{text.listTitle.replace('All ', '')}</span>
          <span className="text-2xl tabular-nums">
            {count >= OVERVIEW_LIMIT ? `${OVERVIEW_LIMIT}+` : count}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {latest.map((post) => (
              <li key={post._id} className="truncate">
                <Link className="block truncate hover:underline" to={postAddress(kind, post._id)}>
                  {postName(kind, post)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-3 text-sm">
          <Link to={`/dashboard/all-${kind}s`} className="font-medium text-primary hover:underline">
            {text.listTitle}
          </Link>
          <Link to={`/dashboard/${kind}`} className="font-medium text-primary hover:underline">
            {text.createLabel}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

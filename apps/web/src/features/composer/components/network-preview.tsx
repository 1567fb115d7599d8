import { shortenLinksForBluesky, type Account, type Media } from '@quillpost/shared';
import { AccountName } from '@/components/account-name';
import { displayHandle, networkName, sandboxNote } from '@/lib/networks';
import { initialsOf } from '../lib/initials';
import { formatCost, useXCost } from '../lib/x-cost';
import { PreviewImages } from './preview-images';

/** The images of each post, in the posts' order, and what is known of each image. */
export interface PreviewMedia {
  perPost: string[][];
  known: Record<string, Media>;
}

/** Who a preview shows as the author: a chosen account, or the person on X before any is chosen. */
export interface PreviewAuthor {
  key: string;
  network: Account['network'];
  name: string;
  handle: string;
  account?: Account;
}

/** A post's text as the network shows it: Bluesky shows a long link shortened. */
const shownOn = (network: string, text: string) =>
  network === 'bluesky' ? shortenLinksForBluesky(text).text : text;

/** The posts as the network shows them: avatar, name and handle, a line joining a thread. */
function AuthorPosts({
  author,
  posts,
  media,
}: {
  author: PreviewAuthor;
  posts: string[];
  media?: PreviewMedia;
}) {
  const initials = initialsOf(author.name);
  return (
    <ol className="flex flex-col" aria-label={`Posts on ${networkName(author.network)}`}>
      {posts.map((text, index) => (
        <li key={index} className="grid grid-cols-[2.5rem_1fr] gap-x-3">
          <div className="flex flex-col items-center">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
            >
              {initials}
            </span>
            {index < posts.length - 1 && (
              <span aria-hidden data-testid="thread-line" className="my-1 w-0.5 flex-1 bg-border" />
            )}
          </div>
          <div className="min-w-0 pb-4">
            <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
              <span className="font-semibold">{author.name}</span>
              <span className="break-all text-muted-foreground">
                {displayHandle(author.handle)}
              </span>
            </p>
            <p className="mt-0.5 text-sm break-words whitespace-pre-wrap">
              {shownOn(author.network, text) || (
                <span className="text-muted-foreground">Nothing written yet</span>
              )}
            </p>
            {media && <PreviewImages ids={media.perPost[index] ?? []} known={media.known} />}
          </div>
        </li>
      ))}
    </ol>
  );
}

function XCost({ posts, sandbox }: { posts: string[]; sandbox: boolean }) {
  const cost = useXCost(posts);
  if (sandbox) return <p className="text-xs text-muted-foreground">{sandboxNote('x')}: free.</p>;
  if (cost === null) return null;
  return <p className="text-xs text-muted-foreground">{formatCost(cost)}</p>;
}

/** The post as each chosen account's network shows it. */
export function NetworkPreview({
  authors,
  posts,
  media,
}: {
  authors: PreviewAuthor[];
  posts: string[];
  media?: PreviewMedia;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {authors.map((author) => (
        <section
          key={author.key}
          aria-label={`Preview on ${networkName(author.network)}`}
          className="min-w-0 rounded-lg border p-3"
        >
          <h3 className="mb-3 text-sm font-medium">
            {author.account ? (
              <AccountName account={author.account} />
            ) : (
              `As it shows on ${networkName(author.network)}`
            )}
          </h3>
          <AuthorPosts author={author} posts={posts} media={media} />
          {author.network === 'x' && (
            <XCost posts={posts} sandbox={author.account?.provider === 'sandbox'} />
          )}
        </section>
      ))}
    </div>
  );
}

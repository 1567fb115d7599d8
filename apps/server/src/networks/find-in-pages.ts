/**
 * How long before a part was first sent its lookup starts: the network stamps a post with its
 * own clock, which may run behind ours.
 */
export const LOOKUP_CLOCK_MARGIN_MS = 5 * 60_000;

export interface OwnPost {
  id: string;
  text: string;
  replyToId?: string;
}

export interface OwnPostsPage<Post extends OwnPost> {
  posts: Post[];
  /** Where the next, older page starts; absent on the last page. */
  cursor?: string;
}

/**
 * The account's post that is this part, if the network shows one made since shortly before the
 * part was first sent. The account may have posted much since (other tools, a busy account, a
 * worker that was down), so the lookup pages back through the whole window, newest first,
 * stopping at the part; past `maxPages` pages it answers null, as for a part not found.
 */
export async function findInPages<Post extends OwnPost>(input: {
  readPage: (query: { since: Date; cursor?: string }) => Promise<OwnPostsPage<Post>>;
  /** Texts as the network may show them again (shortened links, HTML) reduced to one form. */
  comparable: (text: string) => string;
  part: { text: string; replyToId?: string; since: Date };
  maxPages: number;
}): Promise<Post | null> {
  const { part } = input;
  const key = input.comparable(part.text);
  const isPart = (post: Post) =>
    input.comparable(post.text) === key &&
    (!part.replyToId || !post.replyToId || post.replyToId === part.replyToId);
  const since = new Date(part.since.getTime() - LOOKUP_CLOCK_MARGIN_MS);
  let cursor: string | undefined;
  for (let page = 1; page <= input.maxPages; page++) {
    const found = await input.readPage(cursor ? { since, cursor } : { since });
    const match = found.posts.find(isPart);
    if (match) return match;
    if (!found.cursor) return null;
    cursor = found.cursor;
  }
  return null;
}

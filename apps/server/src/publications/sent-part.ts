import twitterText from 'twitter-text';
import { duplicateKey } from '@quillpost/shared';
import type { PublishedPost, PublishingX } from './x-port';

/**
 * How long before a part was marked `sending` its lookup starts: the network stamps a post with
 * its own clock, which may run behind ours.
 */
export const LOOKUP_CLOCK_MARGIN_MS = 5 * 60_000;

/** X shortens links, so texts are compared with every link standing for the same token. */
const comparable = (text: string) => {
  let out = text;
  for (const url of twitterText.extractUrls(text)) out = out.split(url).join(' link ');
  return duplicateKey(out.replace(/https:\/\/t\.co\/\w+/g, ' link '));
};

/**
 * The account's post that is this part, if the network shows one made since shortly before the
 * part was marked `sending`. The account may have posted much since (other tools, a busy
 * account, a worker that was down), so the lookup pages back through the whole window, newest
 * first, stopping at the part; past `maxPages` pages it answers null, as for a part not found.
 */
export async function findSentPart(
  x: PublishingX,
  accessToken: string,
  accountId: string,
  part: { text: string; replyToId?: string; sendingAt: Date },
  maxPages: number,
): Promise<PublishedPost | null> {
  const key = comparable(part.text);
  const isPart = (post: PublishedPost) =>
    comparable(post.text) === key &&
    (!part.replyToId || !post.replyToId || post.replyToId === part.replyToId);
  const since = new Date(part.sendingAt.getTime() - LOOKUP_CLOCK_MARGIN_MS);
  let cursor: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const found = await x.ownPosts(accessToken, accountId, cursor ? { since, cursor } : { since });
    const match = found.posts.find(isPart);
    if (match) return match;
    if (!found.cursor) return null;
    cursor = found.cursor;
  }
  return null;
}

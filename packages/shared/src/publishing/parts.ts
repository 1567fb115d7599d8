import { splitThread } from '../rules';
import { isValidTweet, weightedLength } from '../rules';
import { LIMITS } from '../options';
import { isBlank } from '../text-checks';
import type { PublishableKind } from '../kinds';
import { moveLinksToReply } from './lint';

/** How the header line and the first numbered part are joined when they go out as one post. */
export const HEADER_JOINER = '\n\n';

/**
 * The posts a tweet or a thread becomes, in the order they go out. A tweet is one post. A thread
 * is a reply chain: its 🧵 header line rides on the first numbered part when both fit in one post
 * (one post fewer, and the hook is read with the first point), and goes out as its own first post
 * otherwise. Texts are kept exactly as written apart from surrounding blank space. With
 * `linksInReply`, every link leaves its post and all go out together as one last reply.
 */
export function publicationParts(
  kind: PublishableKind,
  content: string,
  options: { linksInReply?: boolean } = {},
): string[] {
  const parts = postsOf(kind, content);
  return options.linksInReply ? moveLinksToReply(parts) : parts;
}

function postsOf(kind: PublishableKind, content: string): string[] {
  if (kind === 'tweet') return [content.trim()];
  const { header, parts } = splitThread(content);
  const texts = parts.map((part) => part.text);
  if (header === '') return texts;
  if (texts.length === 0) return [header];
  const joined = `${header}${HEADER_JOINER}${texts[0]}`;
  if (weightedLength(joined) <= LIMITS.tweetWeightedMax && isValidTweet(joined)) {
    return [joined, ...texts.slice(1)];
  }
  return [header, ...texts];
}

/** Problems that stop the parts from being published: X would refuse each of these. */
export function partProblems(parts: string[]): string[] {
  if (parts.length === 0) return ['The post has nothing to publish.'];
  return parts.flatMap((text, i) => {
    const label = `Part ${i + 1}`;
    if (isBlank(text)) return [`${label} is empty.`];
    if (!isValidTweet(text)) {
      return [
        `${label} is ${weightedLength(text)} characters as X counts them; the limit is ${LIMITS.tweetWeightedMax}.`,
      ];
    }
    return [];
  });
}

/**
 * The one way a post is named among the posts a publication becomes (`publicationParts`): a
 * thread's header counts only when it goes out as its own post. "Post 2 of 5", or "Post" alone.
 */
export function postPositionLabel(position: number, total: number): string {
  return total > 1 ? `Post ${position} of ${total}` : 'Post';
}

/** What a publication is, counted the same way: "Thread of 5 posts", or "Tweet". */
export function publicationSizeLabel(kind: string, postCount: number): string {
  return kind === 'thread'
    ? `Thread of ${postCount} ${postCount === 1 ? 'post' : 'posts'}`
    : 'Tweet';
}

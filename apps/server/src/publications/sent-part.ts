import twitterText from 'twitter-text';
import { duplicateKey } from '@quillpost/shared';
import type { PublishedPost, PublishingX } from './x-port';

/** X shortens links, so texts are compared with every link standing for the same token. */
const comparable = (text: string) => {
  let out = text;
  for (const url of twitterText.extractUrls(text)) out = out.split(url).join(' link ');
  return duplicateKey(out.replace(/https:\/\/t\.co\/\w+/g, ' link '));
};

/** The account's post that is this part, if X shows one posted since `since`. */
export async function findSentPart(
  x: PublishingX,
  accessToken: string,
  xUserId: string,
  part: { text: string; replyToId?: string; since: Date },
): Promise<PublishedPost | null> {
  const key = comparable(part.text);
  const recent = await x.recentPosts(accessToken, xUserId, part.since);
  return (
    recent.find(
      (post) =>
        comparable(post.text) === key &&
        (!part.replyToId || !post.replyToId || post.replyToId === part.replyToId),
    ) ?? null
  );
}

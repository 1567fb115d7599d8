import type { StyleTraits } from '@quillpost/shared';

const often = (share: number, rarely: string, sometimes: string, usually: string) =>
  share < 0.2 ? rarely : share < 0.6 ? sometimes : usually;

/** "about 1 per post", "about 2.5 per post". */
const perPost = (value: number) => `about ${Math.round(value * 10) / 10} per post`;

/** The traits as a person would say them, one sentence each. */
export function traitSentences(traits: StyleTraits): string[] {
  const length = Math.round(traits.medianLength);
  const size = length < 120 ? 'short' : length < 220 ? 'medium-length' : 'long';
  return [
    `Your posts are ${size}: about ${length} characters`,
    often(
      traits.lowercaseShare,
      'You write with capital letters',
      'You sometimes write all in lowercase',
      'You usually write all in lowercase',
    ),
    traits.emojiPerPost < 0.2
      ? 'You rarely use emoji'
      : `You use emoji: ${perPost(traits.emojiPerPost)}`,
    traits.hashtagsPerPost < 0.2
      ? 'You rarely use hashtags'
      : `You use hashtags: ${perPost(traits.hashtagsPerPost)}`,
    traits.linksPerPost < 0.2
      ? 'You rarely share links'
      : `You share links: ${perPost(traits.linksPerPost)}`,
    often(
      traits.questionShare,
      'You rarely ask questions',
      'You sometimes ask your readers a question',
      'You often ask your readers a question',
    ),
    traits.lineBreaksPerPost < 0.5
      ? 'You keep a post on one line'
      : `You break your posts into lines: ${perPost(traits.lineBreaksPerPost)}`,
  ];
}

/**
 * Why there is no style yet: "publish 5 more posts ...". The style reads each part of a thread as
 * a post while analytics counts the thread once, so the message says which count it means.
 */
export function missingPostsMessage(posts: number, minimumPosts: number): string {
  const more = minimumPosts - posts;
  return `Your style is learned from at least ${minimumPosts} of your own posts, published or imported, each part of a thread counting as one. You have ${posts}; publish ${more} more ${more === 1 ? 'post' : 'posts'} or import an account's history in Settings, and it appears here.`;
}

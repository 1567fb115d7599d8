import * as twitterText from 'twitter-text';

type Parse = typeof twitterText.parseTweet;
// The package is CommonJS with one default object; bundlers and Node expose it differently.
const namespace = twitterText as unknown as { default?: { parseTweet: Parse }; parseTweet?: Parse };
const parseTweet: Parse = namespace.parseTweet ?? namespace.default!.parseTweet;

/** Length as X counts it: URLs count 23, emoji and CJK characters count 2. */
export function weightedLength(text: string): number {
  return parseTweet(text).weightedLength;
}

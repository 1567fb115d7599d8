import twitterText from 'twitter-text';
import type { NetworkKey } from './keys';
import { NETWORK_NAMES } from './keys';
import { isBlank, unacceptableCharacters } from '../text-checks';

/**
 * How a network measures a post's text and how much it takes. The web app counts with these as
 * the person types, and the server checks every part with the same functions before it is saved
 * or sent.
 */
export interface TextRules {
  network: NetworkKey;
  /** The most a post may hold, in the network's own unit. */
  maxLength: number;
  /** What the count is in, for messages ("characters", "graphemes"). */
  unit: string;
  maxImages: number;
  /** The text's length as the network counts it. */
  count(text: string): number;
}

/** X: twitter-text's weighted length (a link 23, emoji and CJK 2). */
const xRules: TextRules = {
  network: 'x',
  maxLength: 280,
  unit: 'characters',
  maxImages: 4,
  count: (text) => twitterText.parseTweet(text).weightedLength,
};

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Graphemes: what a reader sees as one character (an emoji with its modifiers is one). */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/**
 * Bluesky counts the graphemes of the text as posted. Quillpost shows a long link shortened to
 * its host and the start of its path, with the whole address in a link facet, so a link counts
 * as its shortened form.
 */
const blueskyRules: TextRules = {
  network: 'bluesky',
  maxLength: 300,
  unit: 'graphemes',
  maxImages: 4,
  count: (text) => graphemeLength(shortenLinksForBluesky(text).text),
};

/** Bluesky's shortened form of a link: no scheme, at most 30 characters of host and path. */
export function shortLinkText(url: string): string {
  const bare = url.replace(/^https?:\/\//i, '');
  return bare.length <= 30 ? bare : `${bare.slice(0, 27)}...`;
}

export interface ShortenedLink {
  url: string;
  /** Where the shortened text stands in the shortened post, in UTF-16 units. */
  start: number;
  end: number;
}

/** The text with each link replaced by its short form, and where each one now stands. */
export function shortenLinksForBluesky(text: string): { text: string; links: ShortenedLink[] } {
  const entities = twitterText.extractUrlsWithIndices(text, { extractUrlsWithoutProtocol: false });
  let out = '';
  let from = 0;
  const links: ShortenedLink[] = [];
  for (const entity of entities) {
    const [start, end] = entity.indices;
    out += text.slice(from, start);
    const url = /^https?:\/\//i.test(entity.url) ? entity.url : `https://${entity.url}`;
    const short = shortLinkText(entity.url);
    links.push({ url, start: out.length, end: out.length + short.length });
    out += short;
    from = end;
  }
  return { text: out + text.slice(from), links };
}

/** Mastodon counts every link as 23 characters and a mention by its local part. */
export const MASTODON_URL_LENGTH = 23;
export const MASTODON_DEFAULT_LIMIT = 500;

export function mastodonLength(text: string): number {
  const withLinks = text.replace(/https?:\/\/\S+/gi, 'x'.repeat(MASTODON_URL_LENGTH));
  const withMentions = withLinks.replace(/(@[\w.]+)@[\w.-]+\w/g, '$1');
  return [...withMentions].length;
}

const mastodonRules = (maxLength = MASTODON_DEFAULT_LIMIT): TextRules => ({
  network: 'mastodon',
  maxLength,
  unit: 'characters',
  maxImages: 4,
  count: mastodonLength,
});

/** The rules of a network; a Mastodon instance sets its own limit. */
export function textRules(network: NetworkKey, options: { maxLength?: number } = {}): TextRules {
  if (network === 'x') return xRules;
  if (network === 'bluesky') return blueskyRules;
  return mastodonRules(options.maxLength);
}

/** Why one part cannot go out on the network, or null when it can. */
export function partProblemOn(rules: TextRules, text: string, label: string): string | null {
  if (isBlank(text)) return `${label} is empty.`;
  const unacceptable = unacceptableCharacters(text);
  if (unacceptable.length > 0) {
    return `${label} holds characters no network accepts (${unacceptable.join(', ')}).`;
  }
  const length = rules.count(text);
  if (length > rules.maxLength) {
    return `${label} is ${length} ${rules.unit} as ${NETWORK_NAMES[rules.network]} counts them; the limit is ${rules.maxLength}.`;
  }
  return null;
}

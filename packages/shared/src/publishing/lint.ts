import twitterText from 'twitter-text';
import { LIMITS } from '../options';
import { weightedLength } from '../rules';
import { isBlank } from '../text-checks';

export type LintLevel = 'error' | 'warning' | 'info';
export type LintCode = 'empty' | 'too_long' | 'link' | 'duplicate' | 'mention' | 'cashtag';

export interface LintFinding {
  /** 1-based position of the part the finding is about. */
  position: number;
  level: LintLevel;
  code: LintCode;
  message: string;
}

/** X's duplicate check ignores surrounding space and runs of white space; so does ours. */
export const duplicateKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a writer should know about each part before it goes out. Errors are what X refuses
 * (empty, too long, a duplicate of a recent post); warnings and notes are what costs reach or
 * money (links) or reaches other people (mentions, cashtags).
 */
export function lintParts(parts: string[], recentTexts: string[] = []): LintFinding[] {
  const recent = new Set(recentTexts.map(duplicateKey));
  const seen = new Set<string>();
  const findings: LintFinding[] = [];
  parts.forEach((text, i) => {
    const position = i + 1;
    const add = (level: LintLevel, code: LintCode, message: string) =>
      findings.push({ position, level, code, message });
    if (isBlank(text)) {
      add('error', 'empty', `Part ${position} is empty; X refuses empty posts.`);
      return;
    }
    const length = weightedLength(text);
    if (length > LIMITS.tweetWeightedMax) {
      add(
        'error',
        'too_long',
        `Part ${position} is ${length} characters as X counts them; the limit is ${LIMITS.tweetWeightedMax}.`,
      );
    }
    const key = duplicateKey(text);
    if (recent.has(key)) {
      add('error', 'duplicate', `Part ${position} repeats a recent post; X refuses duplicates.`);
    } else if (seen.has(key)) {
      add('error', 'duplicate', `Part ${position} repeats an earlier part; X refuses duplicates.`);
    }
    seen.add(key);
    const urls = twitterText.extractUrls(text);
    if (urls.length > 0 && position > 1 && position === parts.length && onlyLinks(text)) {
      add(
        'info',
        'link',
        `Part ${position} holds only links, as a reply of its own: the posts before it go out without a link.`,
      );
    } else if (urls.length > 0) {
      add(
        'warning',
        'link',
        `Part ${position} has a link (${urls.join(', ')}): X charges about 13x more for a post with a link and shows it to fewer people. Move links into a reply.`,
      );
    }
    const mentions = twitterText.extractMentions(text);
    if (mentions.length > 0) {
      add(
        'info',
        'mention',
        `Part ${position} mentions ${mentions.map((m) => `@${m}`).join(', ')}; they will be notified.`,
      );
    }
    const cashtags = twitterText.extractCashtags(text);
    if (cashtags.length > 0) {
      add(
        'info',
        'cashtag',
        `Part ${position} has cashtags (${cashtags.map((c) => `$${c}`).join(', ')}); X links them to market data.`,
      );
    }
  });
  return findings;
}

/** The text with its links taken out and the blank space they leave tidied. */
function withoutLinks(text: string): string {
  let out = text;
  for (const entity of twitterText.extractUrlsWithIndices(text).reverse()) {
    const [start, end] = entity.indices;
    out = out.slice(0, start) + out.slice(end);
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** A part that is nothing but links, apart from its thread number (`3/ `). */
const onlyLinks = (text: string) => isBlank(withoutLinks(text).replace(/^\d+\/$/, ''));

/**
 * The parts with every link taken out and posted together as one reply at the end, which is
 * what the lint offers for posts with links. Parts that held only links are dropped.
 */
export function moveLinksToReply(parts: string[]): string[] {
  const links = parts.flatMap((text) => twitterText.extractUrls(text));
  if (links.length === 0) return parts;
  const stripped = parts.map(withoutLinks);
  const kept = stripped.filter((text) => !isBlank(text));
  return [...kept, [...new Set(links)].join('\n')];
}

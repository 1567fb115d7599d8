import { checkPost, THREAD_HEADER, type PostKind, type StyleTraits } from '@quillpost/shared';
import { hash32 } from './random';

const EMOJI = /\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic})*/gu;
const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
const LINK = /https?:\/\/\S+/g;
const ADDED_EMOJI = ['✨', '🚀', '🙌', '💡', '🔥', '👀'];

const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n');

/** Lower-cases everything but links, whose paths may be case-sensitive. */
function lowercased(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    result += text.slice(last, match.index).toLowerCase() + match[0];
    last = match.index + match[0].length;
  }
  return result + text.slice(last).toLowerCase();
}

/** The thread's 🧵 header line is not the person's writing: it stays as it is. */
function onBody(kind: PostKind, text: string, change: (body: string) => string): string {
  if (kind !== 'thread' || !text.startsWith(THREAD_HEADER)) return change(text);
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end) + change(text.slice(end));
}

function fitLength(text: string, target: number): string {
  const sentences = text.match(/[^.!?\n]+[.!?]*\s*/g) ?? [text];
  let kept = text;
  while (sentences.length > 1 && [...kept].length > target * 1.3) {
    sentences.pop();
    kept = sentences.join('').trim();
  }
  return kept;
}

function withLineBreaks(text: string, perPost: number): string {
  const wanted = Math.round(perPost);
  if (wanted === 0) return text.replace(/\s*\n+\s*/g, ' ');
  if (text.includes('\n')) return text;
  return text.replace(/([.!?])\s+(?=\S)/, wanted >= 2 ? '$1\n\n' : '$1\n');
}

function withEmoji(text: string, perPost: number, seed: number): string {
  const wanted = Math.round(perPost);
  const bare = text.replace(EMOJI, '');
  if (wanted === 0) return bare;
  const have = text.match(EMOJI)?.length ?? 0;
  if (have >= wanted) return text;
  const added = Array.from(
    { length: wanted - have },
    (_, i) => ADDED_EMOJI[hash32(seed, 'emoji', i) % ADDED_EMOJI.length],
  );
  return `${text} ${added.join('')}`;
}

export interface StyleTarget {
  kind: PostKind;
  format: string;
  traits: StyleTraits;
}

/**
 * Brings offline text toward the person's traits, one trait at a time: hashtags and emoji they
 * rarely use are taken out (and emoji they use put in), lines joined or broken, a tweet cut to
 * about their length at a sentence's end, and all of it lower-cased as often as they write so.
 * A step is kept only while the text still meets every rule, so the style never costs a valid
 * post; hashtags are never added, since a template that has none forbids them.
 */
export function followStyle(text: string, target: StyleTarget, seed: number): string {
  const { kind, format, traits } = target;
  if (kind === 'idea') return text;
  const steps: ((text: string) => string)[] = [
    (t) => (traits.hashtagsPerPost < 0.5 ? onBody(kind, t, (b) => b.replace(HASHTAG, '$1')) : t),
    (t) => onBody(kind, t, (b) => withEmoji(b, traits.emojiPerPost, seed)),
    (t) => (kind === 'tweet' ? withLineBreaks(t, traits.lineBreaksPerPost) : t),
    (t) => (kind === 'tweet' ? fitLength(t, traits.medianLength) : t),
    (t) => (hash32(seed, 'case') / 2 ** 32 < traits.lowercaseShare ? lowercased(t) : t),
  ];
  return steps.reduce((current, step) => {
    const next = tidy(step(current));
    return next !== '' && checkPost(kind, next, format).length === 0 ? next : current;
  }, text);
}

/**
 * The same for an assist suggestion, taking out only: lower-casing, and the emoji and hashtags
 * the person rarely uses, so a shortened text stays shorter than what it shortens.
 */
export function followStyleTaking(text: string, traits: StyleTraits, seed: number): string {
  const styled = tidy(
    onBody('thread', text, (body) => {
      let styled = body;
      if (traits.hashtagsPerPost < 0.5) styled = styled.replace(HASHTAG, '$1');
      if (traits.emojiPerPost < 0.5) styled = styled.replace(EMOJI, '');
      if (hash32(seed, 'case') / 2 ** 32 < traits.lowercaseShare) styled = lowercased(styled);
      return styled;
    }),
  );
  return styled.trim() === '' ? text : styled;
}

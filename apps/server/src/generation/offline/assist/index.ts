import {
  LIMITS,
  THREAD_HEADER,
  sameTextKey,
  weightedLength,
  type AssistAction,
  type AssistKind,
} from '@quillpost/shared';
import { SUGGESTION_SEPARATOR } from '../../assist/answer';
import { readParts, renderThread, sentencesOf, type TextParts } from '../../assist/text-parts';
import { shortenToFit } from '../../text';
import { capitalise } from '../casing';
import { THREAD_TITLES } from '../copy/assist';
import { createRandom, hash32, type Random } from '../random';
import { analyseDescription, type Subject } from '../subject';
import { fillLine, fillersOf } from '../tokens';
import { ADDITIONS, addition, withAddition } from './expand';
import { hookLines } from './hooks';
import { rewordings, swapWords } from './reword';
import { threadParts } from './thread';
import { shorterVersions, tighten } from './tighten';

/** What the offline model reads of an assist request. */
export interface OfflineAssist {
  action: AssistAction;
  kind: AssistKind;
  content: string;
  /** The smallest limit of the networks named, when it is below X's. */
  maxLength?: number;
}

/** How much of the text's opening is read for its subject. */
const SUBJECT_FROM = 600;

/** A first sentence this short reads as the thread's title. */
const TITLE_FROM_TEXT_MAX = 70;

interface Work {
  request: OfflineAssist;
  text: TextParts;
  about: Subject;
  random: Random;
}

/** The suggestions as a post of the text's kind: one part alone, or a thread. */
function render(work: Work, header: string, parts: string[]): string {
  if (work.request.kind === 'tweet') return parts.join('\n\n');
  return renderThread(header || titleOf(work), parts);
}

/** A title from the text: its first sentence when short, else a line on its subject. */
function titleOf(work: Work): string {
  const first = sentencesOf(work.text.parts[0] ?? '')[0]?.replace(/[.!?…]+$/, '') ?? '';
  const title =
    first.length > 0 && first.length <= TITLE_FROM_TEXT_MAX
      ? first
      : capitalise(fillLine(work.random.pick(THREAD_TITLES), fillersOf(work.about)));
  return shortenToFit(`${THREAD_HEADER} ${title}`).slice(THREAD_HEADER.length).trim();
}

/** Suggestions that differ from the text and from each other, at most `max`. */
function distinct(work: Work, suggestions: string[], max: number): string[] {
  const seen = new Set([sameTextKey(work.request.content)]);
  return suggestions
    .filter((s) => {
      const key = sameTextKey(s);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

/** Versions of every part side by side: the n-th suggestion takes each part's n-th version. */
const byVersion = (versions: string[][]) =>
  [0, 1, 2].map((n) => versions.map((forPart) => forPart[n] ?? forPart[0]!));

function shorten(work: Work): string[] {
  const { header, parts } = work.text;
  const lines = byVersion(parts.map((part) => shorterVersions(part, work.random)));
  return distinct(
    work,
    lines.map((version) => render(work, header && tighten(header), version)),
    3,
  );
}

function rewrite(work: Work): string[] {
  const { header, parts } = work.text;
  const lines = byVersion(parts.map((part) => rewordings(part, work.random)));
  const title = (n: number) => (header ? swapWords(header, work.random, 0.5 + n * 0.2) : '');
  return distinct(
    work,
    lines.map((version, n) => render(work, title(n), version)),
    3,
  );
}

/** An addition of the kind that keeps the part within X's limit, when one can be found. */
function fittingAddition(work: Work, kind: (typeof ADDITIONS)[number], part: string, room: number) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const added = addition(kind, part, work.about, work.random);
    const fuller = withAddition(part, added);
    if (weightedLength(fuller) <= room) return fuller;
  }
  return undefined;
}

function expand(work: Work): string[] {
  const { header, parts } = work.text;
  const kinds = work.random.shuffle(ADDITIONS);
  if (work.request.kind === 'tweet') {
    const fuller = kinds.map((kind) =>
      fittingAddition(work, kind, parts[0]!, LIMITS.tweetWeightedMax),
    );
    return distinct(
      work,
      fuller.filter((s): s is string => s !== undefined),
      3,
    );
  }
  const room = LIMITS.tweetWeightedMax - weightedLength('25/ ');
  const whole = parts.join(' ');
  const versions = kinds.map((kind) => {
    const added = addition(kind, whole, work.about, work.random);
    if (parts.length >= LIMITS.editedThreadPartsMax) {
      const last = fittingAddition(work, kind, parts.at(-1)!, room);
      return last ? [...parts.slice(0, -1), last] : parts;
    }
    const part = shortenToFit(added, room);
    // A takeaway closes the thread; a reason or an example comes before its last part.
    return kind === 'takeaway' || parts.length < 2
      ? [...parts, part]
      : [...parts.slice(0, -1), part, parts.at(-1)!];
  });
  return distinct(
    work,
    versions.map((version) => render(work, header, version)),
    3,
  );
}

function hooks(work: Work): string[] {
  const points =
    work.text.parts.length > 1
      ? work.text.parts.length
      : sentencesOf(work.text.parts[0] ?? '').length;
  return distinct(work, hookLines(work.about, points, work.random), 5);
}

function thread(work: Work): string[] {
  const room = Math.min(LIMITS.tweetWeightedMax, work.request.maxLength ?? Infinity);
  const target = Math.max(40, Math.min(180 + work.random.int(90), room - 10));
  const parts = threadParts(work.text.parts.join('\n'), target);
  return [renderThread(work.text.header || titleOf(work), parts)];
}

const ACTIONS: Record<AssistAction, (work: Work) => string[]> = {
  shorten,
  rewrite,
  expand,
  hooks,
  thread,
};

/**
 * The offline engine's answer to an assist request: the suggestions as a model would write
 * them, apart by `---` lines (opening lines one a line). The same seed and request give the same
 * answer; another seed, another one.
 */
export function writeAssistAnswer(request: OfflineAssist, seed: number): string {
  const text = readParts(request.kind, request.content);
  // The subject is in the opening: reading a whole 10,000-character text would only cost time.
  const opening = [text.header, ...text.parts].filter(Boolean).join('. ').slice(0, SUBJECT_FROM);
  const about = analyseDescription(opening);
  const random = createRandom(hash32(seed, request.action, request.kind, request.content));
  const suggestions = ACTIONS[request.action]({ request, text, about, random });
  const separator = request.action === 'hooks' ? '\n' : `\n${SUGGESTION_SEPARATOR}\n`;
  return suggestions.join(separator);
}

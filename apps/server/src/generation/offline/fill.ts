import type { Tone } from '@quillpost/shared';
import type { Random } from './random';
import { EMOJI, FALLBACK_B, GENERIC_MORE, GOALS, MYTHS, STEPS, TITLES } from './copy/lines';
import { POINT } from './copy/slot-kinds';
import { capitalise, firstSentence, lowerFirst } from './casing';
import { PLACEHOLDER, kindOf, normaliseName } from './placeholders';
import { sentencesKnown, steering, type Library } from './library';
import type { SlotKind } from './slot-kind';
import { bankNoun, nounPhrase, type NounPhrase } from './phrase';
import { defaultGoal, fillLine, type TokenFillers } from './tokens';
import './bank';
import type { Subject } from './subject';
import type { Voice } from './voice';

/** Everything one post is written from; the picks made so far keep its lines from repeating. */
export interface Writing {
  random: Random;
  voice: Voice;
  tone: Tone;
  about: Subject;
  /** Thread parts get a follow-up sentence; tweet lines stay short. */
  roomy: boolean;
  /** Shortest form: first sentences only, no tone leads. */
  terse: boolean;
  /** Built-in format name, for thread titles. */
  formatName?: string;
  used: Set<string>;
  /** The person's recent posts: a line whose sentences they already have is taken last. */
  library: Library;
  cache: Map<string, string>;
  counters: Map<string, number>;
  myth?: number;
  steps?: readonly string[];
}

/** Nested placeholders (`{Title in {Field}}`) are filled from the inside out, this deep at most. */
const MAX_NESTING = 4;
/** The start of a list line: `1. `, `2) `, `- `, `• `. */
const LIST_LINE = /^\s*([-•*]|\d+[.)])\s/;
/** Kinds of advice, which a general follow-up sentence suits. */
const ADVICE = new Set(['tip', 'point', 'solution', 'approach', 'key_point', 'learned']);

function nextTerm(w: Writing): NounPhrase {
  const terms = w.about.terms;
  if (terms.length === 0) return w.about.topic;
  const i = w.counters.get('term') ?? 0;
  w.counters.set('term', i + 1);
  return terms[i % terms.length]!;
}

const FALLBACK_NOUNS = FALLBACK_B.map(bankNoun);

function pairOf(w: Writing): [NounPhrase, NounPhrase] {
  if (w.about.pair) return w.about.pair;
  const cached = w.cache.get('#pair-b');
  const b = (cached as NounPhrase | undefined) ?? w.random.pick(FALLBACK_NOUNS);
  w.cache.set('#pair-b', b);
  return [w.about.topic, b];
}

/** A choice between wordings in a bank line: `[Often|Usually|Most of the time]`. */
const CHOICE = /\[([^[\]]*)\]/g;
const HAS_CHOICE = /\[[^[\]]*\]/;
/** Draws of a line's wordings before one the library already has is accepted anyway. */
const WORDING_DRAWS = 3;

/**
 * Fills a bank line: its wordings are chosen, then its tokens filled from the description (in
 * that order, so the person's words are never read as a choice). A wording the person's library
 * already has is drawn again.
 */
export function expand(line: string, w: Writing): string {
  for (let draw = 1; ; draw++) {
    const chosen = line.replace(CHOICE, (_, options: string) => w.random.pick(options.split('|')));
    const text = fillTokens(chosen, w);
    const settled = draw === WORDING_DRAWS || !HAS_CHOICE.test(line) || !steering(w.library);
    if (settled || sentencesKnown(text, w.library) === 0) return text;
  }
}

/** A topic that ends in a relative clause ("remote work habits that stick") and its head. */
const RELATIVE_CLAUSE = /^(\S+(?:\s+\S+)*?)\s+(?:that|which|who)\s+\S/i;

/**
 * The topic as this mention names it. The shortest form of a post names it whole once, then by
 * its head alone where it ends in a relative clause: three tips that each repeat "remote work
 * habits that stick" do not fit one tweet.
 */
function topicMention(w: Writing): NounPhrase {
  const { topic } = w.about;
  if (!w.terse) return topic;
  const mentioned = w.counters.get('topic') ?? 0;
  w.counters.set('topic', mentioned + 1);
  const head = mentioned > 0 ? RELATIVE_CLAUSE.exec(topic)?.[1] : undefined;
  return (head && nounPhrase(head)) || topic;
}

function fillTokens(line: string, w: Writing): string {
  const [a, b] = pairOf(w);
  const fillers: TokenFillers = {
    topic: () => topicMention(w),
    Topic: () => topicMention(w),
    subject: () => w.about.subject,
    term: () => nextTerm(w),
    goal: () => w.about.goal ?? defaultGoal(w.about.topic),
    a: () => a,
    A: () => a,
    b: () => b,
    n: () => '3',
  };
  const filled = fillLine(line, fillers);
  // A name filled in after "? " or at a line start begins a sentence.
  return filled.replace(
    /(^|[.!?]\s+|\n)(\p{Ll})/gu,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** Lines tried, at most, for one new to the library: a bound on the work of a saturated one. */
const LINE_TRIES = 3;

/**
 * A line not used in this post, filled in; where one is found in a few tries, one whose filled
 * text says nothing the library already says. The text tried is the text used.
 */
function pickLine(lines: readonly string[], w: Writing): string {
  return pickFrom(lines, w).text;
}

function pickFrom(lines: readonly string[], w: Writing): { line: string; text: string } {
  const unused = lines.filter((line) => !w.used.has(line));
  const pool = unused.length > 0 ? unused : lines;
  const tries = steering(w.library) ? Math.min(LINE_TRIES, pool.length) : 1;
  const tried = new Set<string>();
  for (;;) {
    const choice = w.random.pick(pool.filter((line) => !tried.has(line)));
    tried.add(choice);
    const counters = new Map(w.counters);
    const text = expand(choice, w);
    const fresh = tries === 1 || sentencesKnown(text, w.library) === 0;
    if (fresh || tried.size >= tries) {
      if (!fresh) w.library.misses++;
      w.used.add(choice);
      return { line: choice, text };
    }
    // A line set aside gives back the key phrase it took, for the next line to use.
    w.counters = counters;
  }
}

/** The position of a set of lines (a myth and its reality, a list of steps) picked like a line. */
function pickIndex(joined: readonly string[], w: Writing): number {
  return joined.indexOf(pickFrom(joined, w).line);
}

function occurrence(w: Writing, key: string): number {
  const n = w.counters.get(key) ?? 0;
  w.counters.set(key, n + 1);
  return n;
}

function rawLine(kind: SlotKind, w: Writing): string {
  switch (kind.special) {
    case 'topic':
      return w.about.topic;
    case 'subject':
      return w.about.subject;
    case 'header':
      return pickLine(TITLES[w.formatName ?? ''] ?? TITLES.general!, w);
    case 'a':
      return pairOf(w)[0];
    case 'b':
      return pairOf(w)[1];
    case 'goal':
      return w.about.goal ?? pickLine(GOALS, w);
    case 'myth':
    case 'reality': {
      w.myth ??= pickIndex(
        MYTHS.map((pair) => pair.join(' ')),
        w,
      );
      return MYTHS[w.myth]![kind.special === 'myth' ? 0 : 1];
    }
    case 'step': {
      w.steps ??=
        STEPS[
          pickIndex(
            STEPS.map((steps) => steps.join(' ')),
            w,
          )
        ]!;
      const n = occurrence(w, 'step');
      return w.steps[n % w.steps.length]!;
    }
    case 'hashtag':
      return w.about.topic;
    case 'emoji':
      return w.random.pick(EMOJI);
    case 'empty':
      return '';
    case 'domain':
      return 'tech';
    case 'tone':
      return w.tone;
    case 'number':
      return '3';
    default:
      break;
  }
  if (kind.voice) {
    const fromVoice = w.voice[kind.voice];
    return pickLine([...fromVoice, ...(kind.more ?? [])], w);
  }
  if (kind.ordered && kind.lines) {
    const n = occurrence(w, kind.name);
    return kind.lines[n % kind.lines.length]!;
  }
  return pickLine(kind.lines ?? POINT.lines!, w);
}

/** Where in the template a placeholder sits decides whether it is a phrase or a sentence. */
interface Spot {
  before: string;
  after: string;
}

function render(kind: SlotKind, text: string, spot: Spot, w: Writing): string {
  if (spot.before.endsWith('#')) {
    return text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => capitalise(word))
      .join('')
      .slice(0, 40);
  }
  const lineStart = /^\s*([-•*>]|\d+[.)]|\d+\/)?\s*$/.test(spot.before);
  const afterStop = /[.!?:"“]\s*$/.test(spot.before) || /^\s*$/.test(spot.before);
  const isList = /^\s*([-•*>]|\d+[.)])\s*$/.test(spot.before);
  const midLine = !/^["”'\s]*$/.test(spot.after);
  let out = text;
  if (kind.phrase || (!lineStart && !afterStop)) {
    out = out.replace(/[.!]+$/, '');
    return lineStart || afterStop ? capitalise(out) : lowerFirst(out);
  }
  if (w.terse) out = firstSentence(out);
  else if (w.roomy && !kind.special && !kind.voice && (out.length < 90 || w.random.chance(0.4))) {
    const more = [
      ...(kind.more ?? (ADVICE.has(kind.name) ? GENERIC_MORE : [])),
      ...w.voice.reactions,
    ];
    // A follow-up said once is enough: no repeats within one post.
    const fresh = more.filter((line) => !w.used.has(line));
    if (fresh.length > 0) out = `${out} ${expand(pickLine(fresh, w), w)}`;
  }
  const quoted = /["“]\s*$/.test(spot.before);
  const atLineStart = /^\s*(\d+\/)?\s*$/.test(spot.before);
  const lead =
    !w.terse && !kind.special && !kind.voice && atLineStart && !quoted && w.random.chance(0.2);
  if (lead && !out.includes(':')) {
    const starter = w.random.pick(w.voice.leads);
    out = `${starter} ${starter.endsWith(':') ? capitalise(out) : lowerFirst(out)}`;
  }
  if (isList || midLine) out = out.replace(/\.$/, '');
  return capitalise(out);
}

/**
 * Fills every placeholder of a template; a name used twice gets the same text unless it lists.
 * A nested placeholder is filled from the inside out: `{Title in {Field}}` first becomes
 * `{Title in tech}`, which is then filled as a placeholder of its own.
 */
export function fillTemplate(template: string, w: Writing): string {
  let text = template;
  for (let depth = 0; depth < MAX_NESTING && PLACEHOLDER.test(text); depth++) {
    PLACEHOLDER.lastIndex = 0;
    text = fillInnermost(text, w);
  }
  PLACEHOLDER.lastIndex = 0;
  // Braces that still stand (unbalanced, or nested deeper than any template goes) are dropped.
  return tidy(text.replace(/[{}]/g, ''));
}

function fillInnermost(template: string, w: Writing): string {
  let result = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    const at = match.index;
    const kind = kindOf(name);
    const lineBegin = template.lastIndexOf('\n', at - 1) + 1;
    const lineEnd = template.indexOf('\n', at);
    const spot = {
      before: template.slice(lineBegin, at),
      after: template.slice(at + match[0].length, lineEnd === -1 ? undefined : lineEnd),
    };
    // The same name gets the same words, written to fit each place it appears; list items are
    // each their own line, so a list never repeats an item.
    const repeats = kind.repeats || LIST_LINE.test(template.slice(lineBegin, at));
    const cacheKey = `slot:${normaliseName(name)}`;
    let raw = repeats ? undefined : w.cache.get(cacheKey);
    if (raw === undefined) {
      raw = expand(rawLine(kind, w), w);
      if (!repeats) w.cache.set(cacheKey, raw);
    }
    result += template.slice(last, at) + render(kind, raw, spot, w);
    last = at + match[0].length;
  }
  result += template.slice(last);
  return result;
}

/** Removes what empty placeholders leave behind and extra blank lines. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
    .filter((line) => !/^\s*([-•*]|\d+[.)])\s*$/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

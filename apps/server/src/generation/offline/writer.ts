import {
  LIMITS,
  THREAD_FORMATS,
  THREAD_HEADER,
  TWEET_FORMATS,
  checkPost,
  findFormatByTemplate,
  splitThread,
  templateAllowsHashtags,
  weightedLength,
  type PostFormat,
} from '@quillpost/shared';
import { comparableText, unitsOf } from '../repeats';
import type { GenerationRequest } from '../types';
import { removeHashtags, shortenToFit } from '../text';
import { expand, fillTemplate, type Writing } from './fill';
import { placeholdersOf } from './placeholders';
import { FORMAT_HINTS, GENERAL_TWEET } from './copy/formats';
import { IDEA_ANGLES, IDEA_STYLE } from './copy/ideas';
import { EMPTY_PART } from './copy/lines';
import { VOICES } from './copy/tones';
import { readLibrary, type Library } from './library';
import { createRandom, hash32 } from './random';
import { analyseDescription, type Subject } from './subject';

function closestFormat(text: string, formats: readonly PostFormat[]): PostFormat | undefined {
  const named = formats.find((f) => f.name.toLowerCase() === text.trim().toLowerCase());
  if (named) return named;
  for (const [hint, name] of FORMAT_HINTS) {
    if (!hint.test(text)) continue;
    const found = formats.find((f) => f.name === name || f.name.startsWith(name.split(' ')[0]!));
    if (found) return found;
  }
  return undefined;
}

function tweetFormat(format: string): PostFormat {
  const known = findFormatByTemplate(format);
  if (known) return known;
  if (placeholdersOf(format).length > 0) return { name: 'Custom', template: format };
  return closestFormat(format, TWEET_FORMATS) ?? GENERAL_TWEET;
}

interface ThreadPlan {
  name?: string;
  header: string;
  parts: string[];
}

/** A thread template is used as given when it has parts 1/ to 5/; otherwise the closest built-in. */
function threadPlan(format: string): ThreadPlan {
  const known = findFormatByTemplate(format);
  const source = known ?? { name: undefined, template: format };
  const shape = splitThread(source.template);
  const numbers = shape.parts.map((p) => p.number).join(',');
  if (numbers === '1,2,3,4,5' && placeholdersOf(source.template).length > 0) {
    const header = shape.header.replace(THREAD_HEADER, '').trim().split('\n')[0] || '{header}';
    const parts = shape.parts.map((p) => p.text.replace(/^\d+\/\s*/, ''));
    return { name: source.name, header, parts };
  }
  const fallback =
    closestFormat(format, THREAD_FORMATS) ??
    THREAD_FORMATS.find((f) => f.name === 'Pro Tips') ??
    THREAD_FORMATS[0]!;
  return threadPlan(fallback.template);
}

/** What one post is written from: the request, what it is about, and the person's library. */
interface Brief {
  request: GenerationRequest;
  about: Subject;
  library: Library;
}

function newWriting(brief: Brief, about: Subject, seed: number, roomy: boolean) {
  const { request } = brief;
  const writing: Writing = {
    random: createRandom(seed),
    voice: VOICES[request.voice] ?? VOICES.casual,
    tone: request.voice,
    about,
    roomy,
    terse: false,
    used: new Set(),
    library: brief.library,
    cache: new Map(),
    counters: new Map(),
  };
  return writing;
}

function mentions(content: string, about: Subject): boolean {
  const text = content.toLowerCase();
  return text.includes(about.topic.toLowerCase()) || text.includes(about.subject.toLowerCase());
}

function writeTweet(brief: Brief, seed: number): string {
  const { request, about } = brief;
  const format = tweetFormat(request.format);
  const allowHashtags = templateAllowsHashtags(format.template);
  const shortAbout = { ...about, subject: about.topic };
  const attempts: { about: Subject; terse: boolean; seed: number }[] = [];
  for (let k = 0; k < 4; k++) {
    attempts.push({ about, terse: false, seed: seed + k });
    attempts.push({ about: shortAbout, terse: true, seed: seed + k });
  }
  let fallback = '';
  for (const attempt of attempts) {
    const w = newWriting(brief, attempt.about, attempt.seed, false);
    w.terse = attempt.terse;
    w.formatName = format.name;
    let text = fillTemplate(format.template, w);
    if (!allowHashtags) text = removeHashtags(text);
    fallback ||= text;
    if (checkPost('tweet', text, format.template).length === 0 && mentions(text, about))
      return text;
  }
  const shortened = shortenToFit(fallback);
  if (shortened && checkPost('tweet', shortened, format.template).length === 0) return shortened;
  // A template that cannot give a valid tweet here gives way to the general one.
  if (format.template !== GENERAL_TWEET.template) {
    return writeTweet({ ...brief, request: { ...request, format: GENERAL_TWEET.template } }, seed);
  }
  return shortenToFit(`${about.topic}.`);
}

function writeThread(brief: Brief, seed: number): string {
  const { request, about } = brief;
  const plan = threadPlan(request.format);
  const allowHashtags = templateAllowsHashtags(request.format);
  const w = newWriting(brief, about, seed, true);
  w.formatName = plan.name;
  const clean = (text: string) => (allowHashtags ? text : removeHashtags(text));
  const headerText = clean(fillTemplate(plan.header, w).replace(/\s*\n\s*/g, ' '));
  const header = shortenToFit(`${THREAD_HEADER} ${headerText || about.topic}`);
  const parts = plan.parts.map((template, i) => {
    const prefix = `${i + 1}/ `;
    let text = clean(fillTemplate(template, w));
    if (text === '') text = expand(EMPTY_PART, w);
    const room = LIMITS.tweetWeightedMax - weightedLength(prefix);
    return prefix + shortenToFit(text, room);
  });
  return [header, ...parts].join('\n\n');
}

function writeIdeas(brief: Brief, seed: number): string {
  const { request, about } = brief;
  const type = /thread/i.test(request.format) ? 'thread' : 'tweet';
  const w = newWriting(brief, about, seed, false);
  const angles = IDEA_ANGLES[type].filter((angle) => about.pair || !angle.includes('{a}'));
  const chosen = w.random.shuffle(angles).slice(0, LIMITS.ideaCount);
  const styled = new Set(w.random.shuffle([0, 1, 2, 3, 4]).slice(0, 2));
  const style = IDEA_STYLE[request.voice] ?? [];
  const items = chosen.map((angle, i) => {
    let idea = expand(angle, w);
    if (styled.has(i) && style.length > 0) idea = `${idea} ${w.random.pickFresh(style, w.used)}`;
    return shortenToFit(removeHashtags(idea));
  });
  return items.map((idea, i) => `${i + 1}. ${idea}`).join('\n');
}

function writeOnce(brief: Brief, seed: number): string {
  const { request, about } = brief;
  if (request.kind === 'tweet') return writeTweet(brief, seed);
  if (request.kind === 'thread') {
    for (let k = 0; k < 3; k++) {
      const thread = writeThread(brief, seed + k);
      if (mentions(thread, about)) return thread;
    }
    return writeThread(brief, seed);
  }
  return writeIdeas(brief, seed);
}

/** Posts written per request at most, while each repeats a tweet or part of the library. */
const CANDIDATES = 4;

function repeatsLibrary(brief: Brief, text: string): boolean {
  return unitsOf(brief.request.kind, text).some((unit) =>
    brief.library.units.has(comparableText(unit)),
  );
}

/**
 * Writes a post from a request. The same seed and request give the same post; the result always
 * obeys the post rules. Given the person's recent posts (`avoid`), its lines steer away from
 * their sentences, and a post that still repeats one of their tweets or parts is written again.
 */
export function writePost(request: GenerationRequest, seed: number): string {
  const brief: Brief = {
    request,
    about: analyseDescription(request.title),
    library: readLibrary(request.avoid),
  };
  const postSeed = hash32(seed, request.kind, request.title, request.format, request.voice);
  let text = writeOnce(brief, postSeed);
  for (let k = 1; k < CANDIDATES && repeatsLibrary(brief, text); k++) {
    text = writeOnce(brief, hash32(postSeed, k));
  }
  return text;
}

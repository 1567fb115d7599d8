import {
  LIMITS,
  TWEET_FORMATS,
  checkPost,
  findFormatByTemplate,
  templateAllowsHashtags,
  type PostFormat,
} from '@quillpost/shared';
import { comparableText, unitsOf } from '../repeats';
import type { GenerationRequest } from '../types';
import { removeHashtags, shortenToFit } from '../text';
import { closestFormat, mentions, newWriting, type Brief } from './brief';
import { expand, fillTemplate } from './fill';
import { placeholdersOf } from './placeholders';
import { GENERAL_TWEET } from './copy/formats';
import { IDEA_ANGLES, IDEA_STYLE } from './copy/ideas';
import { freshenUnits } from './fresh';
import { readLibrary } from './library';
import { hash32 } from './random';
import { analyseDescription, type Subject } from './subject';
import { freshenThread, writeThread } from './thread';

function tweetFormat(format: string): PostFormat {
  const known = findFormatByTemplate(format);
  if (known) return known;
  if (placeholdersOf(format).length > 0) return { name: 'Custom', template: format };
  return closestFormat(format, TWEET_FORMATS) ?? GENERAL_TWEET;
}

/** How many numbered list items ("2. ...") a text holds. */
const listItems = (text: string) =>
  text.split('\n').filter((line) => /^\d+\. \S/.test(line)).length;

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
  const written: string[] = [];
  for (const attempt of attempts) {
    const w = newWriting(brief, attempt.about, attempt.seed, false);
    w.terse = attempt.terse;
    w.formatName = format.name;
    let text = fillTemplate(format.template, w);
    if (!allowHashtags) text = removeHashtags(text);
    if (checkPost('tweet', text, format.template).length === 0 && mentions(text, about))
      return text;
    written.push(text);
  }
  // None fits whole: of the attempts cut to fit, the one that keeps the most of its list (the
  // three tips a "Quick Tips" tweet promises), then the most of its text.
  const shortened = written
    .map((text) => shortenToFit(text))
    .filter((text) => text && checkPost('tweet', text, format.template).length === 0)
    .map((text) => ({ text, items: listItems(text), length: text.length }))
    // A stable sort: of equals, the earliest attempt.
    .sort((a, b) => b.items - a.items || b.length - a.length)[0];
  if (shortened) return shortened.text;
  // A template that cannot give a valid tweet here gives way to the general one.
  if (format.template !== GENERAL_TWEET.template) {
    return writeTweet({ ...brief, request: { ...request, format: GENERAL_TWEET.template } }, seed);
  }
  return shortenToFit(`${about.topic}.`);
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
  if (!repeatsLibrary(brief, text)) return text;
  if (request.kind === 'tweet') return freshenTweet(brief, text, postSeed);
  if (request.kind === 'thread') return freshenThread(brief, text, postSeed);
  return text;
}

function freshenTweet(brief: Brief, tweet: string, seed: number): string {
  const { request, about } = brief;
  const [fresh] = freshenUnits(brief.library, {
    units: [tweet],
    redraw: (_, attempt) => writeTweet(brief, hash32(seed, 'again', attempt)),
    writing: () => newWriting(brief, about, hash32(seed, 'more'), false),
    room: () => LIMITS.tweetWeightedMax,
    valid: (_, text) =>
      checkPost('tweet', text, request.format).length === 0 && mentions(text, about),
  });
  return fresh!;
}

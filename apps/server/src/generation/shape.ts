import {
  LIMITS,
  THREAD_HEADER,
  ideaKey,
  isBlank,
  sameTextKey,
  templateAllowsHashtags,
  tweetProblems,
  weightedLength,
} from '@quillpost/shared';
import { comparableText, libraryOf } from './repeats';
import { removeHashtags, shortenToFit } from './text';
import type { GenerationRequest, SubjectReader } from './types';

/**
 * A post seen as a row of units that can each be checked on their own: a tweet is one unit, a
 * thread its header and five parts, ideas their five items. A unit is shown to the user only
 * once it is complete and valid, so what was shown never has to change.
 */
export interface Unit {
  text: string;
  /** Nothing more can be added to it: the next unit has begun, or the answer is over. */
  complete: boolean;
}

export interface Shape {
  count: number;
  label(index: number): string;
  /** Units by position (missing ones undefined), and whether the answer has more than allowed. */
  parse(answer: string, final: boolean): { units: (Unit | undefined)[]; extra: boolean };
  problems(index: number, text: string, before: readonly string[]): string[];
  /** How the unit reads in the saved post, with what separates it from the unit before. */
  render(index: number, text: string): string;
  /** A version of the unit that keeps to the rules, if one can be made. */
  repair(index: number, text: string): string;
  /** Stands in for a unit no answer had, where one can be written without the model. */
  fallback?(index: number): string | undefined;
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*|__/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const unquote = (text: string) => {
  const quoted = /^(["“])([\s\S]*)(["”])$/.exec(text);
  return quoted && !quoted[2]!.includes('"') ? quoted[2]!.trim() : text;
};

/** Drops a chatty first line ("Here's your tweet:") that a model may put before the post. */
const dropPreface = (text: string) =>
  text.replace(
    /^(here('s| is| are)|sure|okay|ok|certainly|tweet|thread|ideas?)\b[^\n]{0,80}:\s*\n+/i,
    '',
  );

interface Marker {
  number: number;
  start: number;
  end: number;
}

function markers(text: string, pattern: RegExp): Marker[] {
  return [...text.matchAll(pattern)].map((m) => ({
    number: Number(m[1]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The problem of a unit whose text is already in the person's library. */
const repeatProblem = (label: string, text: string, library: ReadonlySet<string>) =>
  library.has(comparableText(text)) ? [`${label} repeats one of your earlier posts.`] : [];

function tweetShape(allowHashtags: boolean, library: ReadonlySet<string>): Shape {
  return {
    count: 1,
    label: () => 'The tweet',
    parse(answer, final) {
      const text = unquote(dropPreface(tidy(answer)));
      return { units: text ? [{ text, complete: final }] : [], extra: false };
    },
    problems: (_, text) => [
      ...tweetProblems(text, 'The tweet', allowHashtags),
      ...repeatProblem('The tweet', text, library),
    ],
    render: (_, text) => text,
    repair(_, text) {
      return shortenToFit(allowHashtags ? text : removeHashtags(text));
    },
  };
}

const PART = /^[ \t]*(\d+)\/(?:\d+)?[ \t]+/gm;
const NUMBERED = /^[ \t]*(\d+)[.)][ \t]+/gm;

function threadShape(
  allowHashtags: boolean,
  title: string,
  subjectOf: SubjectReader,
  library: ReadonlySet<string>,
): Shape {
  const clean = (text: string) => (allowHashtags ? text : removeHashtags(text));
  return {
    count: 1 + LIMITS.threadParts,
    label: (i) => (i === 0 ? 'The header' : `Part ${i}/`),
    parse(answer, final) {
      const text = tidy(answer);
      let found = markers(text, PART);
      if (found.length === 0) found = markers(text, NUMBERED);
      const units: (Unit | undefined)[] = [];
      const head = text.slice(0, found[0]?.start ?? text.length);
      const headerLine = head.split('\n').find((line) => line.includes(THREAD_HEADER));
      if (headerLine !== undefined) {
        const title = headerLine
          .replace(THREAD_HEADER, '')
          .replace(/^[\s#:]+/, '')
          .trim();
        const lineDone =
          found.length > 0 || final || head.indexOf(headerLine) + headerLine.length < head.length;
        units[0] = { text: title, complete: lineDone };
      }
      let extra = false;
      found.forEach((marker, i) => {
        const next = found[i + 1];
        if (marker.number < 1 || marker.number > LIMITS.threadParts || units[marker.number]) {
          extra = true;
          return;
        }
        const partText = text.slice(marker.end, next?.start ?? text.length).trim();
        units[marker.number] = { text: partText, complete: Boolean(next) || final };
      });
      return { units, extra };
    },
    problems(index, text, before) {
      if (isBlank(text)) return [`${index === 0 ? 'The header' : `Part ${index}/`} is empty.`];
      if (index === 0) {
        const problems = tweetProblems(`${THREAD_HEADER} ${text}`, 'The header', allowHashtags);
        return text.includes('\n') ? ['The header must be one line.', ...problems] : problems;
      }
      const problems = tweetProblems(`${index}/ ${text}`, `Part ${index}/`, allowHashtags);
      if (before.slice(1).some((part) => sameTextKey(part) === sameTextKey(text))) {
        problems.push(`Part ${index}/ repeats an earlier part.`);
      }
      return [...problems, ...repeatProblem(`Part ${index}/`, text, library)];
    },
    render: (index, text) => (index === 0 ? `${THREAD_HEADER} ${text}` : `\n\n${index}/ ${text}`),
    repair(index, text) {
      if (index === 0) {
        const line = clean(text.replace(/\s*\n\s*/g, ' '));
        return shortenToFit(`${THREAD_HEADER} ${line}`).slice(THREAD_HEADER.length).trim();
      }
      const room = LIMITS.tweetWeightedMax - weightedLength(`${index}/ `);
      return shortenToFit(clean(text), room);
    },
    // A thread without its 🧵 line gets a plain title from the description.
    fallback: (index) => (index === 0 ? `On ${subjectOf(title)}` : undefined),
  };
}

function ideasShape(): Shape {
  return {
    count: LIMITS.ideaCount,
    label: (i) => `Idea ${i + 1}`,
    parse(answer, final) {
      const text = tidy(answer);
      const found = markers(text, NUMBERED);
      const units: (Unit | undefined)[] = [];
      let extra = false;
      found.forEach((marker, i) => {
        const next = found[i + 1];
        const index = marker.number - 1;
        if (index < 0 || index >= LIMITS.ideaCount || units[index]) {
          extra = true;
          return;
        }
        const body = text.slice(marker.end, next?.start ?? text.length);
        // A blank line ends the list: what follows is a sign-off, not part of the idea.
        const paragraphEnd = body.search(/\n\s*\n/);
        const ideaText = (paragraphEnd === -1 ? body : body.slice(0, paragraphEnd))
          .replace(/\s*\n\s*/g, ' ')
          .trim();
        units[index] = { text: ideaText, complete: Boolean(next) || final || paragraphEnd !== -1 };
      });
      return { units, extra };
    },
    problems(index, text, before) {
      const label = `Idea ${index + 1}`;
      if (ideaKey(text) === '') return [`${label} is empty.`];
      const problems = tweetProblems(text, label, false);
      if (before.some((idea) => ideaKey(idea) === ideaKey(text))) {
        problems.push(`${label} repeats an earlier idea.`);
      }
      return problems;
    },
    render: (index, text) => `${index === 0 ? '' : '\n'}${index + 1}. ${text}`,
    repair: (_, text) => shortenToFit(removeHashtags(text)),
  };
}

/** `subjectOf` reads the subject out of a description, for a thread header the answer lacks. */
export function shapeFor(request: GenerationRequest, subjectOf: SubjectReader): Shape {
  const allowHashtags = templateAllowsHashtags(request.format);
  const library = libraryOf(request.avoid);
  if (request.kind === 'tweet') return tweetShape(allowHashtags, library);
  if (request.kind === 'thread') {
    return threadShape(allowHashtags, request.title, subjectOf, library);
  }
  return ideasShape();
}

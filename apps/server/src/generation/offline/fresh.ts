import { weightedLength } from '@quillpost/shared';
import { comparableText } from '../repeats';
import { GENERIC_MORE } from './copy/lines';
import { expand, type Writing } from './fill';
import { sentencesOf, type Library } from './library';

/** New draws of one unit, each from its own template and seed, before it takes a follow-up. */
const REDRAWS = 24;

/** Draws of a follow-up sentence, each a line and its wordings, for one unit. */
const FOLLOW_UP_DRAWS = 48;

/**
 * What a follow-up sentence is joined with: a space after a statement, a paragraph after a list;
 * nothing follows a question, which the sentence after it would seem to answer.
 */
function followUpJoint(unit: string): string | undefined {
  const lastLine = unit.slice(unit.lastIndexOf('\n') + 1);
  if (/^\s*([-•*]|\d+[.)])\s/.test(lastLine)) return '\n\n';
  return /[.!]$/.test(unit) ? ' ' : undefined;
}

/** How to write the units of one post again: a tweet has one unit, a thread one per part. */
export interface UnitRewriter {
  /** The units as written, a thread's parts without their `N/ ` numbers. */
  units: readonly string[];
  /** Unit `i` written again from its template with the `attempt`-th new seed. */
  redraw(i: number, attempt: number): string;
  /** A writing for unit `i`'s follow-up sentence, in the post's voice. */
  writing(i: number): Writing;
  /** The weighted characters unit `i` may take. */
  room(i: number): number;
  /** Whether a text is a valid unit `i` (a tweet checks the tweet rules). */
  valid(i: number, text: string): boolean;
}

/**
 * Writes again each unit the person's library already has, so a post on a subject they have
 * written on many times still says something new. New draws come first; when the lines of a
 * slot are all said, the unit keeps its text and gains a follow-up sentence in the post's voice.
 * A unit never shares a sentence with another unit of the same post. Units with nothing new to
 * say stay as they are, for the caller's last check to refuse.
 */
export function freshenUnits(library: Library, rewriter: UnitRewriter): string[] {
  const units = [...rewriter.units];
  units.forEach((unit, i) => {
    if (!library.units.has(comparableText(unit))) return;
    // The other units do not change while this one is written again: read their sentences once.
    const others = new Set(units.filter((_, j) => j !== i).flatMap(sentencesOf));
    const isNew = (text: string) =>
      !library.units.has(comparableText(text)) &&
      weightedLength(text) <= rewriter.room(i) &&
      !sentencesOf(text).some((sentence) => others.has(sentence)) &&
      rewriter.valid(i, text);
    for (let attempt = 0; attempt < REDRAWS; attempt++) {
      const text = rewriter.redraw(i, attempt);
      if (isNew(text)) return void (units[i] = text);
    }
    const joint = followUpJoint(unit);
    if (joint === undefined) return;
    const w = rewriter.writing(i);
    const said = new Set(sentencesOf(unit));
    const lines = [...w.voice.reactions, ...GENERIC_MORE];
    const tried = new Set<string>();
    for (let attempt = 0; attempt < FOLLOW_UP_DRAWS; attempt++) {
      const more = expand(w.random.pick(lines), w);
      if (tried.has(more) || sentencesOf(more).some((sentence) => said.has(sentence))) continue;
      tried.add(more);
      const text = `${unit}${joint}${more}`;
      if (isNew(text)) return void (units[i] = text);
    }
  });
  return units;
}

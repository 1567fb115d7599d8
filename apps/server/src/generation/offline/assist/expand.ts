import { sentencesOf } from '../../assist/text-parts';
import { capitalise, lowerFirst } from '../casing';
import {
  EXAMPLE_LEADS,
  EXAMPLE_LINES,
  REASON_LEADS,
  REASON_LINES,
  TAKEAWAY_LEADS,
} from '../copy/assist';
import type { Random } from '../random';
import type { Subject } from '../subject';
import { fillLine, fillersOf } from '../tokens';
import { swapWords } from './reword';

/** What a fuller version adds: a reason, an example, or the text's own point as a takeaway. */
export type Addition = 'reason' | 'example' | 'takeaway';
export const ADDITIONS: readonly Addition[] = ['reason', 'example', 'takeaway'];

/** The text's point: its first sentence, reworded so the takeaway does not echo it. */
function pointOf(text: string, random: Random): string {
  const first = sentencesOf(text)[0] ?? text;
  return lowerFirst(swapWords(first, random, 1)).replace(/[.!?…]*$/, '.');
}

/** One sentence of substance on the text's subject, of the kind asked. */
export function addition(kind: Addition, text: string, about: Subject, random: Random): string {
  if (kind === 'takeaway') return `${random.pick(TAKEAWAY_LEADS)} ${pointOf(text, random)}`;
  const [leads, lines] =
    kind === 'reason' ? [REASON_LEADS, REASON_LINES] : [EXAMPLE_LEADS, EXAMPLE_LINES];
  const line = fillLine(random.pick(lines), fillersOf(about));
  const lead = random.pick(leads);
  // "For example," runs into its sentence; "The reason:" starts a new one.
  return `${lead} ${lead.endsWith(',') ? line : capitalise(line)}`;
}

/** The part with the addition after it, on the same line or, for a list, on its own. */
export function withAddition(part: string, added: string): string {
  const joiner = part.includes('\n') ? '\n\n' : ' ';
  const ended = /[.!?…:)]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`;
  return `${ended}${joiner}${added}`;
}

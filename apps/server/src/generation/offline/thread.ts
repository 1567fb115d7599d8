import {
  LIMITS,
  THREAD_FORMATS,
  THREAD_HEADER,
  checkPost,
  findFormatByTemplate,
  splitThread,
  templateAllowsHashtags,
  weightedLength,
} from '@quillpost/shared';
import { unitsOf } from '../repeats';
import { removeHashtags, shortenToFit } from '../text';
import { closestFormat, newWriting, type Brief } from './brief';
import { EMPTY_PART } from './copy/lines';
import { expand, fillTemplate, type Writing } from './fill';
import { freshenUnits } from './fresh';
import { placeholdersOf } from './placeholders';
import { hash32 } from './random';

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

/** A part of a thread without its `N/ ` number, shortened to the room the number leaves. */
function writePart(plan: ThreadPlan, i: number, w: Writing, allowHashtags: boolean): string {
  let text = fillTemplate(plan.parts[i]!, w);
  if (!allowHashtags) text = removeHashtags(text);
  if (text === '') text = expand(EMPTY_PART, w);
  return shortenToFit(text, partRoom(i));
}

const partRoom = (i: number) => LIMITS.tweetWeightedMax - weightedLength(`${i + 1}/ `);

function joinThread(header: string, parts: readonly string[]): string {
  return [header, ...parts.map((part, i) => `${i + 1}/ ${part}`)].join('\n\n');
}

export function writeThread(brief: Brief, seed: number): string {
  const { request, about } = brief;
  const plan = threadPlan(request.format);
  const allowHashtags = templateAllowsHashtags(request.format);
  const w = newWriting(brief, about, seed, true);
  w.formatName = plan.name;
  const clean = (text: string) => (allowHashtags ? text : removeHashtags(text));
  const headerText = clean(fillTemplate(plan.header, w).replace(/\s*\n\s*/g, ' '));
  const header = shortenToFit(`${THREAD_HEADER} ${headerText || about.topic}`);
  const parts = plan.parts.map((_, i) => writePart(plan, i, w, allowHashtags));
  return joinThread(header, parts);
}

/** The thread with each part the library already has written again (see freshenUnits). */
export function freshenThread(brief: Brief, thread: string, seed: number): string {
  const { request, about } = brief;
  const plan = threadPlan(request.format);
  const allowHashtags = templateAllowsHashtags(request.format);
  const { header } = splitThread(thread);
  const units = unitsOf('thread', thread);
  const writing = (...parts: (string | number)[]) => {
    const w = newWriting(brief, about, hash32(seed, ...parts), true);
    w.formatName = plan.name;
    return w;
  };
  const parts = freshenUnits(brief.library, {
    units,
    redraw: (i, attempt) => writePart(plan, i, writing(i, attempt), allowHashtags),
    writing: (i) => writing('more', i),
    room: partRoom,
    valid: (i, text) =>
      checkPost('thread', joinThread(header, units.with(i, text)), request.format).length === 0,
  });
  return joinThread(header, parts);
}

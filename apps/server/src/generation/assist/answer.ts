import type { SuggestionForm } from './check';

/** One suggestion read from an answer, and whether the answer has gone past it. */
export interface SuggestionUnit {
  text: string;
  complete: boolean;
}

/** The line between two suggestions in an answer. */
export const SUGGESTION_SEPARATOR = '---';

const SEPARATOR_LINE = /^[ \t]*-{3,}[ \t]*$/m;

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*|__/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

/** A label a model may put before a suggestion ("Option 2:", "Version 1 -"), on its own line or not. */
const LABEL =
  /^(?:suggestion|option|version|rewrite|hook)\s*(?:\d+\s*[:.)–—-]?|[:.)–—-])[ \t]*\n?/i;
/** A list number or bullet before an opening line. */
const LIST_MARK = /^(?:\d+[.)]|[-•*])[ \t]+/;
/** A chatty line before the suggestions ("Here are three rewrites:"). */
const PREFACE = /^(here('s| is| are)|sure|okay|ok|certainly)\b[^\n]{0,80}:\s*\n+/i;

const unquote = (text: string) => {
  const quoted = /^(["“])([\s\S]*)(["”])$/.exec(text);
  return quoted && !/["“”]/.test(quoted[2]!) ? quoted[2]!.trim() : text;
};

function clean(chunk: string, form: SuggestionForm): string {
  let text = chunk.trim();
  text = text.replace(LABEL, '').trim();
  if (form === 'line') text = text.replace(LIST_MARK, '');
  return unquote(text);
}

/**
 * Reads suggestions out of an answer as it arrives: suggestions are apart by a `---` line; opening
 * lines are also read one a line. A suggestion is complete once the next has begun or the answer
 * is over; what is not complete yet may still grow.
 */
export function readSuggestions(
  answer: string,
  final: boolean,
  form: SuggestionForm,
): SuggestionUnit[] {
  const text = tidy(answer).replace(PREFACE, '');
  const chunks =
    form === 'line'
      ? text.split('\n').filter((line) => !SEPARATOR_LINE.test(line))
      : text.split(SEPARATOR_LINE);
  const units: SuggestionUnit[] = [];
  chunks.forEach((chunk, i) => {
    const body = clean(chunk, form);
    if (body === '') return;
    units.push({ text: body, complete: final || i < chunks.length - 1 });
  });
  return units;
}

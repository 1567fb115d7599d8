import {
  LIMITS,
  THREAD_HEADER,
  partProblemOn,
  templateAllowsHashtags,
  weightedLength,
  type TextRules,
} from '@quillpost/shared';
import { removeHashtags, shortenUntil } from '../text';
import type { AssistRequest } from '../types';
import { formOf } from './check';
import { readParts, renderThread } from './text-parts';

/** Whether one post's text fits X and every network named. */
const fitsEverywhere = (networks: readonly TextRules[]) => (text: string) =>
  weightedLength(text) <= LIMITS.tweetWeightedMax &&
  networks.every((rules) => partProblemOn(rules, text, 'post') === null);

/**
 * A version of a suggestion that may keep to the rules: hashtags the text did not have removed,
 * an opening line cut to its first line, and every post shortened at a sentence end (else at a
 * word, with an ellipsis) until it fits X and each network named. The caller checks it again.
 */
export function repairSuggestion(request: AssistRequest, text: string): string {
  const clean = (value: string) =>
    templateAllowsHashtags(request.content) ? value : removeHashtags(value);
  const fits = fitsEverywhere(request.networks);
  const form = formOf(request);
  if (form === 'line') return shortenUntil(clean(text.trim().split('\n')[0] ?? ''), fits);
  if (form === 'tweet') return shortenUntil(clean(text), fits);
  const { header, parts } = readParts('thread', text);
  const title = shortenUntil(clean(header.replace(/\s+/g, ' ')), (line) =>
    fits(`${THREAD_HEADER} ${line}`),
  );
  const fitted = parts
    .slice(0, LIMITS.editedThreadPartsMax)
    .map((part, i) => shortenUntil(clean(part), (body) => fits(`${i + 1}/ ${body}`)));
  return renderThread(title, fitted);
}

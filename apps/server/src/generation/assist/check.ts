import {
  LIMITS,
  NETWORK_NAMES,
  checkEditedPost,
  partProblemOn,
  publicationParts,
  sameTextKey,
  templateAllowsHashtags,
  tweetProblems,
  weightedLength,
} from '@quillpost/shared';
import type { AssistRequest } from '../types';
import { readParts, sentencesOf, wordsOf } from './text-parts';

/** What one suggestion is: a post of the text's kind, a thread, or one opening line. */
export type SuggestionForm = 'tweet' | 'thread' | 'line';

export function formOf(request: Pick<AssistRequest, 'action' | 'kind'>): SuggestionForm {
  if (request.action === 'hooks') return 'line';
  if (request.action === 'thread') return 'thread';
  return request.kind;
}

/** Room an expanded tweet needs to say anything more. */
export const EXPAND_MIN_ROOM = 20;

/**
 * Why no suggestion can be made from the text, whatever the engine: a part of a single word
 * cannot be shortened, a full tweet has no room to expand, a single sentence is no thread.
 * Null when the text can be worked on; the message names `content`.
 */
export function assistInputProblem(request: AssistRequest): string | null {
  const { parts } = readParts(request.kind, request.content);
  if (request.kind === 'thread' && request.action !== 'thread' && request.action !== 'hooks') {
    const least = request.action === 'expand' ? 1 : LIMITS.editedThreadPartsMin;
    if (parts.length < least) {
      return `content: a thread needs at least ${least} part${least > 1 ? 's' : ''} numbered from 1/; the thread action makes one from any text`;
    }
    if (parts.length > LIMITS.editedThreadPartsMax) {
      return `content: a thread may have at most ${LIMITS.editedThreadPartsMax} parts; it has ${parts.length}`;
    }
  }
  if (request.action === 'shorten') {
    const single = parts.findIndex((part) => wordsOf(part).length < 2);
    if (single !== -1) {
      const label = request.kind === 'tweet' ? 'the tweet' : `part ${single + 1}/`;
      return `content: ${label} is a single word; there is nothing to shorten`;
    }
  }
  if (request.action === 'expand' && request.kind === 'tweet') {
    const length = weightedLength(parts[0] ?? '');
    if (LIMITS.tweetWeightedMax - length < EXPAND_MIN_ROOM) {
      return `content: the tweet already takes ${length} of the ${LIMITS.tweetWeightedMax} characters X allows; there is no room to expand it`;
    }
    for (const rules of request.networks) {
      const used = rules.count(parts[0] ?? '');
      if (rules.maxLength - used < EXPAND_MIN_ROOM) {
        return `content: the tweet already takes ${used} of the ${rules.maxLength} ${rules.unit} ${NETWORK_NAMES[rules.network]} allows; there is no room to expand it`;
      }
    }
  }
  if (request.action === 'thread' && parts.flatMap(sentencesOf).length < 2) {
    return 'content: a thread needs at least two sentences to split into parts';
  }
  return null;
}

const partLengths = (kind: 'tweet' | 'thread', text: string) =>
  readParts(kind, text).parts.map((part) => weightedLength(part));
const total = (lengths: number[]) => lengths.reduce((sum, n) => sum + n, 0);

/** What the action asks of a suggestion beyond the rules: shorter, fuller, different. */
function actionProblems(request: AssistRequest, text: string, label: string): string[] {
  const { action, kind, content } = request;
  if (action === 'rewrite' && sameTextKey(text) === sameTextKey(content)) {
    return [`${label} repeats the text instead of rewording it.`];
  }
  if (action === 'shorten') {
    const before = partLengths(kind, content);
    const after = partLengths(kind, text);
    if (after.length !== before.length) {
      return [`${label} has ${after.length} parts; the text has ${before.length}.`];
    }
    return after.flatMap((length, i) =>
      length < before[i]!
        ? []
        : [
            `${label}${kind === 'thread' ? `, part ${i + 1}/,` : ''} is not shorter than before (${length} characters; it was ${before[i]}).`,
          ],
    );
  }
  if (action === 'expand' && total(partLengths(kind, text)) <= total(partLengths(kind, content))) {
    return [`${label} is not fuller than the text.`];
  }
  if (action === 'hooks') {
    const opening = content.trim().split('\n')[0] ?? '';
    if (sameTextKey(text) === sameTextKey(opening)) return [`${label} repeats the opening line.`];
  }
  return [];
}

/** Why the suggestion could not go out on a network named. */
function networkProblems(request: AssistRequest, text: string, label: string): string[] {
  const form = formOf(request);
  const posts = form === 'thread' ? publicationParts('thread', text) : [text.trim()];
  return request.networks.flatMap((rules) =>
    posts.flatMap((post, i) => {
      const part = form === 'thread' ? `${label}, post ${i + 1},` : label;
      const problem = partProblemOn(rules, post, part);
      return problem === null ? [] : [`${problem} (${NETWORK_NAMES[rules.network]})`];
    }),
  );
}

/**
 * Everything that keeps a suggestion from being shown: X's rules for what it is (the person's own
 * text decides whether hashtags may stay), the rules of every network named, what the action asks
 * for, and that it is not one already shown. Empty when it may be shown.
 */
export function suggestionProblems(
  request: AssistRequest,
  text: string,
  shown: readonly string[],
  label: string,
): string[] {
  const form = formOf(request);
  const allowHashtags = templateAllowsHashtags(request.content);
  const problems =
    form === 'line'
      ? [
          ...(text.includes('\n') ? [`${label} must be one line.`] : []),
          ...tweetProblems(text, label, allowHashtags),
        ]
      : checkEditedPost(form, text, allowHashtags ? request.content : '').map(
          (problem) => `${label}: ${problem}`,
        );
  if (problems.length > 0) return problems;
  problems.push(...networkProblems(request, text, label));
  problems.push(...actionProblems(request, text, label));
  if (shown.some((earlier) => sameTextKey(earlier) === sameTextKey(text))) {
    problems.push(`${label} repeats an earlier suggestion.`);
  }
  return problems;
}

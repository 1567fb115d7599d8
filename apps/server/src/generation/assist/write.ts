import type { SharedV3ProviderOptions } from '@ai-sdk/provider';
import { ASSIST_SUGGESTIONS } from '@quillpost/shared';
import { askModel, type AnswerReader, type CallSettings } from '../call';
import { pieces } from '../draft';
import { noValidSuggestions } from '../errors';
import type { AssistOptions, AssistRequest } from '../types';
import { readSuggestions } from './answer';
import { formOf, suggestionProblems } from './check';
import { assistFirstMessages, assistRetryMessages, assistSystemPrompt } from './prompt';
import { repairSuggestion } from './repair';

/**
 * The suggestions as they are shown. A suggestion is passed on only once it is complete and
 * passes every check, so nothing shown is ever taken back; the checks run on what is kept.
 */
class SuggestionDraft implements AnswerReader {
  readonly kept: string[] = [];
  /** Suggestions of the current answer already looked at, and what was wrong with them. */
  private examined = 0;
  private problems: string[] = [];

  constructor(
    private readonly request: AssistRequest,
    private readonly onSuggestionDelta?: AssistOptions['onSuggestionDelta'],
  ) {}

  get streams(): boolean {
    return this.onSuggestionDelta !== undefined;
  }

  private get max(): number {
    return ASSIST_SUGGESTIONS[this.request.action].max;
  }

  get enough(): boolean {
    return this.kept.length >= ASSIST_SUGGESTIONS[this.request.action].min;
  }

  /** A new answer begins: its suggestions are counted from its start. */
  begin(): void {
    this.examined = 0;
    this.problems = [];
  }

  offer(answer: string, final: boolean): void {
    const units = readSuggestions(answer, final, formOf(this.request));
    for (; this.examined < units.length && units[this.examined]!.complete; this.examined++) {
      this.consider(units[this.examined]!.text, `Suggestion ${this.examined + 1}`);
    }
  }

  /** Takes in a whole answer; answers what was wrong with the suggestions it could not keep. */
  finish(answer: string): string[] {
    this.offer(answer, true);
    return this.problems;
  }

  /** Keeps the suggestion when it passes every check; answers whether it did. */
  consider(text: string, label: string): boolean {
    if (this.kept.length >= this.max) return false;
    const problems = suggestionProblems(this.request, text, this.kept, label);
    if (problems.length > 0) {
      this.problems.push(...problems);
      return false;
    }
    const index = this.kept.length;
    this.kept.push(text);
    for (const piece of pieces(text)) this.onSuggestionDelta?.({ index, text: piece });
    return true;
  }
}

export interface AssistWriter {
  settings: CallSettings;
  nextSeed?: () => number;
  providerOptions?: (request: AssistRequest) => SharedV3ProviderOptions;
}

/**
 * Suggestions for a person's text through the one generation path: ask the model, show each
 * suggestion once it is known valid, ask again once with the reasons if too few were, then
 * repair what the answers gave, else refuse. Nothing invalid is ever answered.
 */
export async function writeSuggestions(
  writer: AssistWriter,
  request: AssistRequest,
  { signal, onSuggestionDelta }: AssistOptions & { signal: AbortSignal },
): Promise<{ suggestions: string[] }> {
  const draft = new SuggestionDraft(request, onSuggestionDelta);
  const ask = (messages: ReturnType<typeof assistFirstMessages>) => {
    draft.begin();
    const call = {
      system: assistSystemPrompt(request),
      messages,
      seed: writer.nextSeed?.(),
      providerOptions: writer.providerOptions?.(request),
    };
    return askModel(writer.settings, call, draft, signal);
  };
  const first = await ask(assistFirstMessages(request));
  const problems = draft.finish(first);
  if (draft.enough) return { suggestions: draft.kept };
  writer.settings.logger?.warn({ problems }, 'assist suggestions broke a rule; asking again');
  const second = await ask(assistRetryMessages(request, first, problems, draft.kept));
  draft.finish(second);
  if (draft.enough) return { suggestions: draft.kept };
  const form = formOf(request);
  const candidates = [second, first].flatMap((answer) => readSuggestions(answer, true, form));
  for (const [i, unit] of candidates.entries()) {
    draft.consider(repairSuggestion(request, unit.text), `Repaired suggestion ${i + 1}`);
  }
  if (draft.enough) return { suggestions: draft.kept };
  throw noValidSuggestions();
}

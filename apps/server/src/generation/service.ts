import type { LanguageModelV3, SharedV3ProviderOptions } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import { checkPost } from '@quillpost/shared';
import { AppError } from '../lib/errors';
import { writeSuggestions } from './assist/write';
import { askModel, type GenerationLogger } from './call';
import { Draft } from './draft';
import { badAnswer, timedOut, toAppError } from './errors';
import { firstMessages, retryMessages, systemPrompt } from './prompt';
import { libraryOf, repeatedUnit } from './repeats';
import { shapeFor } from './shape';
import type {
  AssistOptions,
  AssistRequest,
  EngineInfo,
  GenerateOptions,
  GenerationRequest,
  GenerationService,
  SubjectReader,
} from './types';

export type { GenerationLogger } from './call';

export interface ModelServiceOptions {
  model: LanguageModelV3;
  engine: EngineInfo;
  timeoutMs: number;
  /** Further tries of one call after a rate limit, a server error or a dropped connection. */
  maxRetries: number;
  retryDelayMs: number;
  /** The seed of each next call, when the sequence of answers is to be reproducible. */
  nextSeed?: () => number;
  /** Extra options a model reads per request; models that do not know them ignore them. */
  providerOptions?: (request: GenerationRequest) => SharedV3ProviderOptions;
  /** The same for an assist request. */
  assistProviderOptions?: (request: AssistRequest) => SharedV3ProviderOptions;
  /** Names a thread's subject when its header is missing; the description itself without it. */
  subjectOf?: SubjectReader;
  logger?: GenerationLogger;
}

/**
 * The one generation path for every engine: ask the model (streaming), show each unit of the
 * post once it is known valid, ask again once with the reasons if the answer breaks a rule,
 * then repair what can be repaired, else refuse. Nothing invalid is ever returned.
 */
export function createModelGenerationService(options: ModelServiceOptions): GenerationService {
  const subjectOf = options.subjectOf ?? ((description: string) => description);

  async function ask(
    request: GenerationRequest,
    messages: ModelMessage[],
    draft: Draft,
    signal: AbortSignal,
  ): Promise<string> {
    const call = {
      system: systemPrompt(request),
      messages,
      seed: options.nextSeed?.(),
      providerOptions: options.providerOptions?.(request),
    };
    return askModel(options, call, draft, signal);
  }

  async function write(
    request: GenerationRequest,
    draft: Draft,
    signal: AbortSignal,
  ): Promise<string> {
    const first = await ask(request, firstMessages(request), draft, signal);
    const problems = draft.finish(first);
    if (problems.length === 0) return draft.content;
    options.logger?.warn({ problems }, 'generated post broke a rule; asking again');
    const messages = retryMessages(request, first, problems, draft.content);
    const second = await ask(request, messages, draft, signal);
    if (draft.finish(second).length === 0) return draft.content;
    if (draft.repair([second, first])) return draft.content;
    throw badAnswer();
  }

  /** Runs one piece of writing under the deadline, turning every failure into an AppError. */
  async function guarded<T>(
    signal: AbortSignal | undefined,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(timedOut()), options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    try {
      return await run(combined);
    } catch (error) {
      if (deadline.signal.aborted && !signal?.aborted) throw timedOut();
      if (signal?.aborted) {
        throw new AppError(
          'provider_unavailable',
          'The generation stopped because the request was cancelled.',
        );
      }
      const appError = toAppError(error);
      if (!(error instanceof AppError)) {
        options.logger?.warn({ err: error }, 'generation provider failed');
      }
      throw appError;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    engine: options.engine,
    generate(request, { signal, onDelta }: GenerateOptions = {}) {
      return guarded(signal, async (combined) => {
        const draft = new Draft(shapeFor(request, subjectOf), onDelta);
        const content = await write(request, draft, combined);
        // The last guard: whatever happened above, a post that breaks a rule, or repeats a tweet
        // or part the person already has, is never saved.
        if (checkPost(request.kind, content, request.format).length > 0) throw badAnswer();
        if (repeatedUnit(request.kind, content, libraryOf(request.avoid))) throw badAnswer();
        return { content };
      });
    },
    assist(request, { signal, onSuggestionDelta }: AssistOptions = {}) {
      return guarded(signal, (combined) =>
        writeSuggestions(
          {
            settings: options,
            nextSeed: options.nextSeed,
            providerOptions: options.assistProviderOptions,
          },
          request,
          { signal: combined, onSuggestionDelta },
        ),
      );
    },
  };
}

import type { LanguageModelV3, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { RetryError, generateText, streamText, type ModelMessage } from 'ai';
import { checkPost } from '@quillpost/shared';
import { AppError } from '../lib/errors';
import { Draft } from './draft';
import { badAnswer, isRetryable, retryAfterMs, timedOut, toAppError } from './errors';
import { firstMessages, retryMessages, systemPrompt } from './prompt';
import { libraryOf, repeatedUnit } from './repeats';
import { shapeFor } from './shape';
import type {
  EngineInfo,
  GenerateOptions,
  GenerationRequest,
  GenerationService,
  SubjectReader,
} from './types';

export interface GenerationLogger {
  warn(details: object, message: string): void;
}

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
  /** Names a thread's subject when its header is missing; the description itself without it. */
  subjectOf?: SubjectReader;
  logger?: GenerationLogger;
}

/** Waits, unless the signal ends the wait first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

const MAX_RETRY_WAIT_MS = 5000;

type Call = Parameters<typeof generateText>[0];

/** One call to the model; a failure is answered rather than thrown, so the caller can retry. */
async function callModel(
  call: Call,
  draft: Draft,
  signal: AbortSignal,
): Promise<{ text: string; failure?: unknown }> {
  if (!draft.streams) {
    // Nobody watches the text being written, so the lighter non-streaming call will do.
    try {
      return { text: (await generateText(call)).text };
    } catch (error) {
      return { text: '', failure: RetryError.isInstance(error) ? error.lastError : error };
    }
  }
  let text = '';
  const result = streamText({ ...call, onError: () => {} } as Parameters<typeof streamText>[0]);
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      draft.offer(text, false);
    } else if (part.type === 'error') {
      return { text, failure: part.error };
    } else if (part.type === 'abort') {
      return { text, failure: signal.reason ?? new Error('aborted') };
    }
  }
  return { text };
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
    const seed = options.nextSeed?.();
    for (let attempt = 0; ; attempt++) {
      const call = {
        model: options.model,
        system: systemPrompt(request),
        messages,
        abortSignal: signal,
        maxRetries: 0,
        seed,
        providerOptions: options.providerOptions?.(request),
      };
      const { text, failure } = await callModel(call, draft, signal);
      if (signal.aborted) throw signal.reason;
      if (failure === undefined) return text;
      const wait = retryAfterMs(failure);
      const retry =
        text === '' &&
        attempt < options.maxRetries &&
        isRetryable(failure) &&
        (wait === undefined || wait <= MAX_RETRY_WAIT_MS);
      if (!retry) throw failure;
      options.logger?.warn({ err: failure, attempt }, 'generation provider call failed; retrying');
      await pause(Math.max(wait ?? 0, options.retryDelayMs * 2 ** attempt), signal);
    }
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

  return {
    engine: options.engine,
    async generate(request, { signal, onDelta }: GenerateOptions = {}) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(timedOut()), options.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        const draft = new Draft(shapeFor(request, subjectOf), onDelta);
        const content = await write(request, draft, combined);
        // The last guard: whatever happened above, a post that breaks a rule, or repeats a tweet
        // or part the person already has, is never saved.
        if (checkPost(request.kind, content, request.format).length > 0) throw badAnswer();
        if (repeatedUnit(request.kind, content, libraryOf(request.avoid))) throw badAnswer();
        return { content };
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
    },
  };
}

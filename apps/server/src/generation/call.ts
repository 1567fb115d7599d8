import type { LanguageModelV3, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { RetryError, generateText, streamText, type ModelMessage } from 'ai';
import { isRetryable, retryAfterMs } from './errors';

export interface GenerationLogger {
  warn(details: object, message: string): void;
}

/** What one call needs besides the messages: the model, its limits and how it retries. */
export interface CallSettings {
  model: LanguageModelV3;
  /** Further tries of one call after a rate limit, a server error or a dropped connection. */
  maxRetries: number;
  retryDelayMs: number;
  logger?: GenerationLogger;
}

/** Where the answer goes as it arrives: a reader that shows what is known valid. */
export interface AnswerReader {
  /** Whether someone watches the text being written. */
  readonly streams: boolean;
  offer(answer: string, final: boolean): void;
}

export interface ModelCall {
  system: string;
  messages: ModelMessage[];
  seed?: number;
  providerOptions?: SharedV3ProviderOptions;
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
  reader: AnswerReader,
  signal: AbortSignal,
): Promise<{ text: string; failure?: unknown }> {
  if (!reader.streams) {
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
      reader.offer(text, false);
    } else if (part.type === 'error') {
      return { text, failure: part.error };
    } else if (part.type === 'abort') {
      return { text, failure: signal.reason ?? new Error('aborted') };
    }
  }
  return { text };
}

/**
 * Asks the model once, streaming when someone watches, and tries the same call again after a
 * rate limit, a server error or a dropped connection that came before any text.
 */
export async function askModel(
  settings: CallSettings,
  call: ModelCall,
  reader: AnswerReader,
  signal: AbortSignal,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const { text, failure } = await callModel(
      { ...call, model: settings.model, abortSignal: signal, maxRetries: 0 },
      reader,
      signal,
    );
    if (signal.aborted) throw signal.reason;
    if (failure === undefined) return text;
    const wait = retryAfterMs(failure);
    const retry =
      text === '' &&
      attempt < settings.maxRetries &&
      isRetryable(failure) &&
      (wait === undefined || wait <= MAX_RETRY_WAIT_MS);
    if (!retry) throw failure;
    settings.logger?.warn({ err: failure, attempt }, 'generation provider call failed; retrying');
    await pause(Math.max(wait ?? 0, settings.retryDelayMs * 2 ** attempt), signal);
  }
}

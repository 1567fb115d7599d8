import type { Config } from '../config';
import {
  OFFLINE_MODEL_ID,
  createOfflineModel,
  offlineAssistOptions,
  offlineProviderOptions,
} from './offline/model';
import { hash32 } from './offline/random';
import { analyseDescription } from './offline/subject';
import { createProviderModel } from './providers';
import { createModelGenerationService, type GenerationLogger } from './service';
import type { GenerationService } from './types';

/** Seeds for successive calls, the same sequence for the same LLM_SEED. */
function seedSequence(seed: number | undefined): (() => number) | undefined {
  if (seed === undefined) return undefined;
  let calls = 0;
  return () => hash32(seed, calls++);
}

/**
 * The generation service for the configured engine: the offline model or an AI SDK provider's,
 * both behind the one model interface. The only file that knows the offline engine is there.
 */
export function createGenerationService(
  config: Config,
  options: { logger?: GenerationLogger } = {},
): GenerationService {
  const { llm } = config;
  return createModelGenerationService({
    model: llm ? createProviderModel(llm) : createOfflineModel(),
    engine: llm
      ? { name: llm.provider, model: llm.model, offline: false }
      : { name: 'builtin', model: OFFLINE_MODEL_ID, offline: true },
    providerOptions: offlineProviderOptions,
    assistProviderOptions: offlineAssistOptions,
    subjectOf: (description) => analyseDescription(description).subject,
    nextSeed: seedSequence(config.LLM_SEED),
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    retryDelayMs: config.LLM_RETRY_DELAY_MS,
    logger: options.logger,
  });
}

import type { Config } from '../config';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline/model';
import { createProviderModel } from './providers';
import { createModelGenerationService, type GenerationLogger } from './service';
import type { GenerationService } from './types';

export type { GenerationService, GenerationRequest, GenerateOptions, EngineInfo } from './types';
export type { GenerationLogger } from './service';

/** The generation service for the configured engine: the offline one or an AI SDK provider. */
export function createGenerationService(
  config: Config,
  options: { logger?: GenerationLogger } = {},
): GenerationService {
  const offline = config.LLM_PROVIDER === 'builtin';
  return createModelGenerationService({
    model: offline ? createOfflineModel() : createProviderModel(config),
    engine: offline
      ? { name: 'builtin', model: OFFLINE_MODEL_ID, offline: true }
      : { name: config.LLM_PROVIDER, model: config.LLM_MODEL ?? '', offline: false },
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    retryDelayMs: config.LLM_RETRY_DELAY_MS,
    seed: config.LLM_SEED,
    logger: options.logger,
  });
}

import type { Config } from '../config';
import type { GenerationService } from './types';
import { createOfflineGenerationService } from './offline';

export type { GenerationService, GenerationRequest, GenerateOptions, EngineInfo } from './types';

export function createGenerationService(config: Config): GenerationService {
  if (config.LLM_PROVIDER !== 'builtin') {
    throw new Error(`LLM_PROVIDER ${config.LLM_PROVIDER} is not available in this build`);
  }
  return createOfflineGenerationService({ seed: config.LLM_SEED });
}

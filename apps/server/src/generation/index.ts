export { createGenerationService } from './create-service';
export type { EngineInfo, GenerateOptions, GenerationRequest, GenerationService } from './types';
export type { GenerationLogger } from './service';
export { unitsOf } from './repeats';

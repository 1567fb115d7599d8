export { createGenerationService } from './create-service';
export { assistInputProblem } from './assist/check';
export type {
  AssistOptions,
  AssistRequest,
  EngineInfo,
  GenerateOptions,
  GenerationRequest,
  GenerationService,
} from './types';
export type { GenerationLogger } from './service';
export { unitsOf } from './repeats';

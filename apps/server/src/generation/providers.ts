import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Config } from '../config';

/**
 * The configured provider's model. Without LLM_API_KEY each provider reads its own usual
 * variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY).
 */
export function createProviderModel(config: Config): LanguageModelV3 {
  const modelId = config.LLM_MODEL ?? '';
  const apiKey = config.LLM_API_KEY;
  const baseURL = config.LLM_BASE_URL;
  switch (config.LLM_PROVIDER) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL })(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        includeUsage: true,
      }).chatModel(modelId);
    default:
      throw new Error(`LLM_PROVIDER ${config.LLM_PROVIDER} has no model`);
  }
}

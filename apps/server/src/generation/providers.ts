import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LlmSection } from '../config';

/**
 * The configured provider's model. Without LLM_API_KEY each provider reads its own usual
 * variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY).
 */
export function createProviderModel(llm: LlmSection): LanguageModelV3 {
  const { model: modelId, apiKey, baseUrl: baseURL } = llm;
  switch (llm.provider) {
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
  }
}

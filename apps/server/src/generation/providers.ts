import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LlmSection } from '../config';
import { loadOnce } from '../lib/load-once';

/**
 * The configured provider's model. Without LLM_API_KEY each provider reads its own usual
 * variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY).
 */
async function loadProviderModel(llm: LlmSection): Promise<LanguageModelV3> {
  const { model: modelId, apiKey, baseUrl: baseURL } = llm;
  switch (llm.provider) {
    case 'openai':
      return (await import('@ai-sdk/openai')).createOpenAI({ apiKey, baseURL })(modelId);
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic({ apiKey, baseURL })(modelId);
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        includeUsage: true,
      }).chatModel(modelId);
    }
  }
}

/**
 * The model, with only the configured provider's package loaded, on the first call: each of the
 * four weighs some megabytes of heap, and a server uses one of them at most.
 */
export function createProviderModel(llm: LlmSection): LanguageModelV3 {
  const model = loadOnce(() => loadProviderModel(llm));
  return {
    specificationVersion: 'v3',
    provider: llm.provider,
    modelId: llm.model,
    get supportedUrls() {
      return model().then((loaded) => loaded.supportedUrls);
    },
    doGenerate: async (options) => (await model()).doGenerate(options),
    doStream: async (options) => (await model()).doStream(options),
  };
}

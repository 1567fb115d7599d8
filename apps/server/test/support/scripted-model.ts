import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { createModelGenerationService } from '../../src/generation/service';

/**
 * A generation service over a model that answers each call with the next of `answers` (the last
 * one again once they run out), recording every call it gets.
 */
export function scriptedGeneration(answers: string[]) {
  const calls: LanguageModelV3CallOptions[] = [];
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'scripted',
    supportedUrls: {},
    async doGenerate(options) {
      calls.push(options);
      const text = answers.length > 1 ? answers.shift()! : answers[0]!;
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      };
    },
    doStream() {
      throw new Error('the scripted model answers only whole calls');
    },
  };
  let seed = 0;
  const generation = createModelGenerationService({
    model,
    engine: { name: 'test', model: 'scripted', offline: false },
    timeoutMs: 10_000,
    maxRetries: 0,
    retryDelayMs: 1,
    nextSeed: () => ++seed,
  });
  return { generation, calls };
}

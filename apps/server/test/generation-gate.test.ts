import type { LanguageModelV3 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createModelGenerationService } from '../src/generation/service';
import type { GenerationRequest } from '../src/generation/types';

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model that answers each call with the next text, and keeps what it was told. */
function answering(texts: string[]) {
  const prompts: string[] = [];
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'answering',
    supportedUrls: {},
    async doGenerate(options) {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: 'text', text: texts.shift() ?? '' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: USAGE,
        warnings: [],
      };
    },
    doStream: () => Promise.reject(new Error('not used')),
  };
  const service = createModelGenerationService({
    model,
    engine: { name: 'test', model: 'answering', offline: false },
    timeoutMs: 10_000,
    maxRetries: 0,
    retryDelayMs: 1,
  });
  return { service, prompts };
}

const tweet: GenerationRequest = {
  kind: 'tweet',
  title: 'Small pull requests',
  format: 'Tips:\n\n1. {tip}\n2. {tip}\n3. {tip}',
  voice: 'casual',
  tags: 'tech',
};
const thread: GenerationRequest = { ...tweet, kind: 'thread', format: '🧵 {title}\n\n1/ {a}' };
const parts = (texts: string[], header = '🧵 Small pull requests') =>
  [header, ...texts.map((text, i) => `${i + 1}/ ${text}`)].join('\n\n');

const DEFECTS = {
  braces: 'Tips:\n\n1. Ship small.\n2. Review fast.\n3. {Tip in tech}',
  'a bare list number': 'Tips:\n\n1. Ship small.\n2. Review fast.\n3.',
  'a repeated list item': 'Tips:\n\n1. Ship small.\n2. Review fast.\n3. Ship small!',
};

describe('the rules gate refuses what a template leaves behind, whatever the engine', () => {
  for (const [defect, answer] of Object.entries(DEFECTS)) {
    it(`a tweet with ${defect} is asked again, and never saved`, async () => {
      const good = 'Tips:\n\n1. Ship small.\n2. Review fast.\n3. Merge daily.';
      const retried = answering([answer, good]);
      expect((await retried.service.generate(tweet)).content).toBe(good);
      expect(retried.prompts[1]).toMatch(/breaks the rules/);

      const stubborn = answering([answer, answer]);
      await expect(stubborn.service.generate(tweet)).rejects.toMatchObject({
        code: 'provider_bad_answer',
      });
    });
  }

  it('a thread that repeats a part, or keeps braces in a part, is never saved', async () => {
    const repeated = parts(['One.', 'Two.', 'One.', 'Four.', 'Five.']);
    await expect(answering([repeated, repeated]).service.generate(thread)).rejects.toMatchObject({
      code: 'provider_bad_answer',
    });
    const braces = parts(['One.', 'Two.', '{Three in tech}', 'Four.', 'Five.']);
    await expect(answering([braces, braces]).service.generate(thread)).rejects.toMatchObject({
      code: 'provider_bad_answer',
    });
  });

  it('a thread header with braces is replaced by a plain title', async () => {
    const five = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
    const answer = parts(five, '🧵 {Catchy title in tech}');
    const { content } = await answering([answer, answer]).service.generate(thread);
    const [header, ...rest] = content.split('\n\n');
    expect(header).toMatch(/^🧵 On [^{}]+$/);
    expect(rest.join('\n\n')).toBe(parts(five).split('\n\n').slice(1).join('\n\n'));
  });
});

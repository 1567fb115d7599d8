import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createGenerationService } from './index';
import { createModelGenerationService } from './service';
import type { GenerationRequest } from './types';

const request: GenerationRequest = {
  kind: 'tweet',
  title: 'Small pull requests',
  format: '{hook}',
  voice: 'casual',
  tags: 'tech',
};

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model that answers each call with the next script: a text, or waiting until aborted. */
function scriptedModel(scripts: ('wait' | string)[]) {
  const seen: LanguageModelV3CallOptions[] = [];
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'scripted',
    supportedUrls: {},
    async doGenerate(options) {
      seen.push(options);
      const script = scripts.shift() ?? 'wait';
      if (script === 'wait') {
        await new Promise((_, reject) =>
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason)),
        );
      }
      return {
        content: [{ type: 'text', text: script }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: USAGE,
        warnings: [],
      };
    },
    async doStream(options) {
      seen.push(options);
      const script = scripts.shift() ?? 'wait';
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          if (script === 'wait') {
            options.abortSignal?.addEventListener('abort', () =>
              controller.error(options.abortSignal?.reason),
            );
            return;
          }
          controller.enqueue({ type: 'text-start', id: 't' });
          controller.enqueue({ type: 'text-delta', id: 't', delta: script });
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: USAGE,
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
  return { model, seen };
}

const service = (model: LanguageModelV3, timeoutMs = 10_000) =>
  createModelGenerationService({
    model,
    engine: { name: 'test', model: 'scripted', offline: false },
    timeoutMs,
    maxRetries: 0,
    retryDelayMs: 1,
  });

describe('generation service', () => {
  it('stops the provider call when the client goes away', async () => {
    const { model, seen } = scriptedModel(['wait']);
    const client = new AbortController();
    const deltas: string[] = [];
    const pending = service(model).generate(request, {
      signal: client.signal,
      onDelta: (text) => deltas.push(text),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.abort(new Error('client went away'));
    await expect(pending).rejects.toMatchObject({ code: 'provider_unavailable' });
    expect(seen[0]!.abortSignal?.aborted).toBe(true);
    expect(deltas).toEqual([]);
  });

  it('times out with provider_timeout', async () => {
    const { model } = scriptedModel(['wait']);
    await expect(service(model, 30).generate(request)).rejects.toMatchObject({
      code: 'provider_timeout',
      statusCode: 504,
    });
  });

  it('never returns a post that breaks a rule', async () => {
    const { model } = scriptedModel(['#only #hashtags', '#still #hashtags']);
    const { content } = await service(model).generate(request);
    expect(content).toBe('still hashtags');
    const empty = scriptedModel(['   ', '']);
    await expect(service(empty.model).generate(request)).rejects.toMatchObject({
      code: 'provider_bad_answer',
      statusCode: 502,
    });
  });

  it('gives the same sequence of offline posts for the same LLM_SEED, a new one each call', async () => {
    const run = async () => {
      const offline = createGenerationService(loadConfig({ LLM_SEED: '1234' }));
      const quickTips = {
        ...request,
        format: 'Quick Tips',
        title: 'Why small pull requests ship faster',
      };
      return [
        (await offline.generate(quickTips)).content,
        (await offline.generate(quickTips)).content,
      ];
    };
    const [first, second] = await run();
    expect(first).not.toBe(second);
    expect(await run()).toEqual([first, second]);
  });

  it('refuses a thread part the library already has, asks again, and never shows it', async () => {
    const thread = (third: string) =>
      ['🧵 Small PRs', '1/ One.', '2/ Two.', `3/ ${third}`, '4/ Four.', '5/ Five.'].join('\n\n');
    const { model, seen } = scriptedModel([thread('Old  news.'), thread('Fresh news.')]);
    const deltas: string[] = [];
    const { content } = await service(model).generate(
      { ...request, kind: 'thread', format: 'Pro Tips', avoid: ['old news.'] },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(content).toBe(thread('Fresh news.'));
    expect(deltas.join('')).toBe(content);
    expect(seen).toHaveLength(2);
  });

  it('answers provider_bad_answer when every answer repeats the library', async () => {
    const { model } = scriptedModel(['Same tweet.', 'SAME tweet. ']);
    await expect(
      service(model).generate({ ...request, avoid: ['same   tweet.'] }),
    ).rejects.toMatchObject({ code: 'provider_bad_answer', statusCode: 502 });
  });
});

import type { JSONObject } from '@ai-sdk/provider';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import {
  POST_KINDS,
  TONES,
  ZStyleTraits,
  type PostKind,
  type StyleTraits,
  type Tone,
} from '@quillpost/shared';
import { SUGGESTION_SEPARATOR } from '../assist/answer';
import type { AssistRequest, GenerationRequest } from '../types';
import { writeAssistAnswer, type OfflineAssist } from './assist';
import { randomSeed } from './random';
import { followStyle, followStyleTaking } from './style';
import { writePost } from './writer';

export const OFFLINE_PROVIDER = 'quillpost';
export const OFFLINE_MODEL_ID = 'quillpost-offline';

/** The request travels to the offline model as provider options; other providers ignore them. */
export function offlineProviderOptions(request: GenerationRequest) {
  const { style, ...rest } = request;
  return {
    [OFFLINE_PROVIDER]: {
      ...rest,
      avoid: rest.avoid ? [...rest.avoid] : undefined,
      ...traitsOption(style?.traits),
    },
  };
}

/** Only the traits travel: the offline engine follows them, and has no use for examples. */
const traitsOption = (traits: StyleTraits | undefined) =>
  traits ? { traits: { ...traits } as JSONObject } : {};

function traitsOf(options: LanguageModelV3CallOptions): StyleTraits | undefined {
  const given = options.providerOptions?.[OFFLINE_PROVIDER] as { traits?: unknown } | undefined;
  const assist = (given as { assist?: { traits?: unknown } } | undefined)?.assist;
  const parsed = ZStyleTraits.safeParse(assist?.traits ?? given?.traits);
  return parsed.success ? parsed.data : undefined;
}

/** An assist request travels the same way: the action and the person's text. */
export function offlineAssistOptions(request: AssistRequest) {
  const { action, kind, content } = request;
  // The smallest limit among the networks named, so a thread is packed to fit them all.
  const maxLength = Math.min(...request.networks.map((rules) => rules.maxLength));
  const room = Number.isFinite(maxLength) ? { maxLength } : {};
  const traits = traitsOption(request.style?.traits);
  return { [OFFLINE_PROVIDER]: { assist: { action, kind, content, ...room, ...traits } } };
}

function assistOf(options: LanguageModelV3CallOptions): OfflineAssist | undefined {
  const given = options.providerOptions?.[OFFLINE_PROVIDER]?.assist as
    Partial<OfflineAssist> | undefined;
  if (!given?.action || !given.kind || typeof given.content !== 'string') return undefined;
  const maxLength = typeof given.maxLength === 'number' ? given.maxLength : undefined;
  return { action: given.action, kind: given.kind, content: given.content, maxLength };
}

function requestOf(options: LanguageModelV3CallOptions): GenerationRequest {
  const given = options.providerOptions?.[OFFLINE_PROVIDER] as
    Partial<GenerationRequest> | undefined;
  if (given?.title && given.kind) {
    return {
      kind: POST_KINDS.includes(given.kind as PostKind) ? (given.kind as PostKind) : 'tweet',
      title: String(given.title),
      format: String(given.format ?? ''),
      voice: TONES.includes(given.voice as Tone) ? (given.voice as Tone) : 'casual',
      tags: 'tech',
      avoid: Array.isArray(given.avoid)
        ? given.avoid.filter((text): text is string => typeof text === 'string')
        : undefined,
    };
  }
  // Called like any model: write a tweet about the last thing the user said.
  const lastUser = [...options.prompt].reverse().find((m) => m.role === 'user');
  const title =
    lastUser?.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ') || 'tech';
  return { kind: 'tweet', title, format: '', voice: 'casual', tags: 'tech' };
}

const usage = (text: string): LanguageModelV3Usage => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: {
    total: Math.ceil(text.length / 4),
    text: Math.ceil(text.length / 4),
    reasoning: 0,
  },
});

/** Splits text into lines, the pieces the offline model streams. */
export function lines(text: string): string[] {
  return text.match(/[^\n]*\n*/g)?.filter(Boolean) ?? [];
}

/**
 * The built-in offline engine as an AI SDK language model: the same interface as every real
 * provider, so one code path serves all. Without a seed each call is a new variant.
 */
export function createOfflineModel(): LanguageModelV3 {
  const write = (options: LanguageModelV3CallOptions) => {
    const seed = options.seed ?? randomSeed();
    const assist = assistOf(options);
    const traits = traitsOf(options);
    if (assist) {
      const answer = writeAssistAnswer(assist, seed);
      if (!traits) return answer;
      const separator = assist.action === 'hooks' ? '\n' : `\n${SUGGESTION_SEPARATOR}\n`;
      return answer
        .split(separator)
        .map((suggestion) => followStyleTaking(suggestion, traits, seed))
        .join(separator);
    }
    const request = requestOf(options);
    const post = writePost(request, seed);
    return traits ? followStyle(post, { ...request, traits }, seed) : post;
  };
  return {
    specificationVersion: 'v3',
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const text = write(options);
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(text),
        warnings: [],
      };
    },
    async doStream(options) {
      const text = write(options);
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'text' },
        ...lines(text).map((delta) => ({ type: 'text-delta' as const, id: 'text', delta })),
        { type: 'text-end', id: 'text' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(text) },
      ];
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  };
}

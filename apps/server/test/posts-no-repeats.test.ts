import { TWEET_FORMATS } from '@quillpost/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GenerationRequest, GenerationService } from '../src/generation';
import { RECENT_POSTS_AVOIDED } from '../src/posts/service';
import { postBody, signIn, useTestApp } from './support/app';
import { generate } from './support/requests';
import { scriptedGeneration } from './support/scripted-model';

const env = { PLAN_LIMIT_FREE: '1000', RATE_LIMIT_GENERATIONS_PER_MINUTE: '1000' };
const tweetBody = postBody({ format: TWEET_FORMATS[0]!.template });
const THREAD = [
  '🧵 Small pull requests',
  '1/ Part one.',
  '2/ Part two.',
  '3/ Part three.',
  '4/ Part four.',
  '5/ Part five.',
].join('\n\n');

describe('a generated post never repeats a tweet or part the person already has', () => {
  // The engine writes the same tweet twice in a row, as a model with few words may.
  const scripted = scriptedGeneration([
    'Small pull requests ship faster.',
    '  small PULL requests   ship faster. ',
    'Reviewers read a small pull request the same day.',
  ]);
  const app = useTestApp({ env, generation: scripted.generation });

  it('asks the engine again, with a new seed, and saves the answer that is new', async () => {
    const token = await signIn(app);
    const first = await generate(app, token, 'tweets', tweetBody);
    expect(first.json().tweet.content).toBe('Small pull requests ship faster.');
    const second = await generate(app, token, 'tweets', tweetBody);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().tweet.content).toBe('Reviewers read a small pull request the same day.');
    expect(scripted.calls.map((call) => call.seed)).toEqual([1, 2, 3]);
  });
});

describe('what a generation is kept from repeating', () => {
  const requests: GenerationRequest[] = [];
  let written = 0;
  const recording: GenerationService = {
    engine: { name: 'test', model: 'recording', offline: false },
    async generate(request) {
      requests.push(request);
      written++;
      if (request.kind === 'thread') return { content: THREAD.replace(/Part/g, `Take ${written}`) };
      return { content: `Tweet number ${written}.` };
    },
    assist: () => Promise.reject(new Error('not used here')),
  };
  const app = useTestApp({ env, generation: recording }, { each: true });
  beforeEach(() => {
    requests.length = 0;
    written = 0;
  });

  it("is the person's own tweets and thread parts, never someone else's", async () => {
    const someoneElse = await signIn(app);
    await generate(app, someoneElse, 'tweets', tweetBody);
    const token = await signIn(app);
    await generate(app, token, 'tweets', tweetBody);
    await generate(app, token, 'threads', postBody({ format: 'Pro Tips' }));
    await generate(app, token, 'ideas', postBody({ format: 'tweet' }));
    await generate(app, token, 'tweets', tweetBody);
    expect(requests.at(-1)!.avoid).toEqual([
      'Tweet number 2.',
      ...[1, 2, 3, 4, 5].map((n) => `Take 3 ${['one', 'two', 'three', 'four', 'five'][n - 1]}.`),
    ]);
    // Ideas are suggestions, not published, and are written without reading the library.
    expect(requests[3]!.avoid).toBeUndefined();
  });

  it(`is bounded to the newest ${RECENT_POSTS_AVOIDED} tweets`, async () => {
    const token = await signIn(app);
    for (let i = 0; i <= RECENT_POSTS_AVOIDED; i++) {
      expect((await generate(app, token, 'tweets', tweetBody)).statusCode).toBe(201);
    }
    await generate(app, token, 'tweets', tweetBody);
    const avoided = requests.at(-1)!.avoid!;
    expect(avoided).toHaveLength(RECENT_POSTS_AVOIDED);
    expect(avoided).toContain(`Tweet number ${RECENT_POSTS_AVOIDED + 1}.`);
    expect(avoided).not.toContain('Tweet number 1.');
  });
});

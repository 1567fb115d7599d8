import { THREAD_FORMATS, TWEET_FORMATS, checkPost } from '@quillpost/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postBody, signIn, useTestApp } from './support/app';
import { generate, parseEvents } from './support/requests';

describe('generation with the built-in offline engine', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
  });

  const create = (kind: 'tweets' | 'threads' | 'ideas', body: object, stream = false) =>
    generate(app, token, kind, body, stream);

  it('says in /api/config that the offline engine is active', async () => {
    const config = (await app.inject({ url: '/api/config' })).json();
    expect(config.generation).toMatchObject({ engine: 'builtin', offline: true });
  });

  it('writes a valid tweet, thread and ideas about the description', async () => {
    const title = 'Why small pull requests ship faster';
    const cases = [
      ['tweets', 'tweet', TWEET_FORMATS[1]!.template],
      ['threads', 'thread', THREAD_FORMATS[2]!.template],
      ['ideas', 'idea', 'thread'],
    ] as const;
    for (const [collection, kind, format] of cases) {
      const response = await create(collection, postBody({ title, format }));
      expect(response.statusCode).toBe(201);
      const content = response.json()[kind].content as string;
      expect(checkPost(kind, content, format), content).toEqual([]);
      expect(content).toContain('small pull requests');
    }
  });

  it('streams the post in pieces that add up to the saved content', async () => {
    const response = await create(
      'threads',
      postBody({ format: THREAD_FORMATS[0]!.template }),
      true,
    );
    const events = parseEvents(response.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.join('')).toBe((done.data as { thread: { content: string } }).thread.content);
  });

  it('gives a new variant when asked again', async () => {
    const body = postBody({ format: TWEET_FORMATS[0]!.template });
    const contents = new Set<string>();
    for (let i = 0; i < 3; i++) contents.add((await create('tweets', body)).json().tweet.content);
    expect(contents.size).toBeGreaterThan(1);
  });
});

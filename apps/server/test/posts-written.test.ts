import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { generate, me, parseEvents, expectRetryAfterWithin } from './support/requests';

type Collection = 'tweets' | 'threads' | 'ideas';

const write = (app: App, token: string, collection: Collection, body: unknown, stream = false) =>
  app.inject({
    method: 'POST',
    url: `/api/v0/posts/${collection}`,
    headers: { ...bearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: body as object,
  });

const library = async (app: App, token: string, collection: Collection) =>
  (await app.inject({ url: `/api/v0/posts/${collection}`, headers: bearer(token) })).json()[
    collection
  ] as { _id: string; content: string; source: string }[];

/** A thread of `count` numbered parts, under `header` when there is one. */
const thread = (count: number, header?: string) =>
  [
    ...(header ? [header] : []),
    ...Array.from({ length: count }, (_, i) => `${i + 1}/ Step ${i + 1} of shipping small.`),
  ].join('\n\n');

describe('posts written by hand', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
  });

  it('saves a tweet as written, answers it like a generated one, and lists it with its source', async () => {
    const response = await write(app, token, 'tweets', {
      content: '  Ship small,\r\nship often.  ',
    });
    expect(response.statusCode).toBe(201);
    const tweet = response.json().tweet;
    expect(tweet).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: '',
      content: 'Ship small,\nship often.',
      format: '',
      voice: '',
      tags: '',
      source: 'written',
      variantOf: null,
      evergreen: null,
      media: [],
      createdAt: expect.any(String),
    });
    const generated = (await generate(app, token, 'tweets', postBody())).json().tweet;
    expect(generated.source).toBe('generated');
    expect(await library(app, token, 'tweets')).toEqual([tweet, generated]);
  });

  it('saves threads of 2 and of 25 parts, with or without the 🧵 header line', async () => {
    for (const content of [thread(2), thread(25, '🧵 Shipping small'), thread(3, '🧵 Three')]) {
      const response = await write(app, token, 'threads', { content });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().thread).toMatchObject({ content, source: 'written' });
    }
  });

  it('keeps the writer’s hashtags, also when the written post is edited', async () => {
    const saved = await write(app, token, 'tweets', { content: 'Shipping daily #buildinpublic' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().tweet._id;
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/tweets/${id}`,
      headers: bearer(token),
      payload: { content: 'Shipping daily, still #buildinpublic' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tweet).toMatchObject({ source: 'written' });
  });

  it('answers a stream with one done event holding the post, and no deltas', async () => {
    const response = await write(app, token, 'tweets', { content: 'Written, streamed.' }, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    expect(events).toEqual([
      { event: 'done', data: { tweet: expect.objectContaining({ source: 'written' }) } },
    ]);
    const ids = (await library(app, token, 'tweets')).map((post) => post._id);
    expect(ids).toContain((events[0]!.data.tweet as { _id: string })._id);
  });
});

describe('the OpenAPI document', () => {
  const app = useTestApp();

  it('says tweets and threads take { content } or the generation request, and ideas no content', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    const bodyOf = (collection: Collection) =>
      document.paths[`/api/v0/posts/${collection}`].post.requestBody.content['application/json']
        .schema;
    for (const collection of ['tweets', 'threads'] as const) {
      const ways = bodyOf(collection).anyOf as { required: string[] }[];
      expect(ways.map((way) => way.required)).toEqual([
        ['content'],
        ['title', 'format', 'voice', 'tags'],
      ]);
    }
    expect(bodyOf('ideas').properties.content).toEqual({ not: {} });
    const tweetAnswer =
      document.paths['/api/v0/posts/tweets'].post.responses['201'].content['application/json']
        .schema;
    expect(tweetAnswer.properties.tweet.properties.source.enum).toEqual([
      'generated',
      'written',
      'variant',
    ]);
  });
});

describe('bad written posts: a 400 naming the problem, and nothing saved or counted', () => {
  const app = useTestApp();

  const refusals: [string, Collection, unknown, RegExp][] = [
    ['empty', 'tweets', { content: '' }, /content: The tweet is empty/],
    ['only spaces and line breaks', 'tweets', { content: ' \r\n\t ' }, /The tweet is empty/],
    ['over X’s length', 'tweets', { content: 'a'.repeat(281) }, /281 characters.*limit is 280/],
    [
      'over the longest text',
      'threads',
      { content: 'a'.repeat(10_001) },
      /content must be at most 10000 characters/,
    ],
    ['a thread of 1 part', 'threads', { content: thread(1, '🧵 One') }, /2 to 25 parts.*has 1/],
    ['a thread of 26 parts', 'threads', { content: thread(26) }, /2 to 25 parts.*has 26/],
    [
      'a thread with text before 1/ that is no header',
      'threads',
      { content: thread(2, 'Some words') },
      /start with 1\/ or with a header line/,
    ],
    [
      'characters X refuses',
      'tweets',
      { content: 'Reads \u202Ebackwards' },
      /characters X does not accept \(U\+202E\)/,
    ],
    ['a character no database stores', 'tweets', { content: 'a\u0000b' }, /cannot be stored/],
    ['content that is not text', 'tweets', { content: 42 }, /^content must be text$/],
    [
      'content with a title',
      'tweets',
      { content: 'Mine.', title: 'About' },
      /^content cannot be sent with title: send content alone/,
    ],
    [
      'content with the whole generation request',
      'threads',
      { ...postBody(), content: 'Mine.' },
      /content cannot be sent with title, format, voice, tags/,
    ],
    [
      'content on ideas',
      'ideas',
      { ...postBody({ format: 'tweet' }), content: '1. Mine.' },
      /^content cannot be sent for an idea: ideas are only generated/,
    ],
    [
      'content alone on ideas',
      'ideas',
      { content: '1. Mine.' },
      /content cannot be sent for an idea/,
    ],
  ];

  it.each(refusals)('refuses %s', async (_what, collection, body, message) => {
    const token = await signIn(app);
    for (const stream of [false, true]) {
      const response = await write(app, token, collection, body, stream);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringMatching(message),
        code: 'invalid_input',
        ...(response.json().problems ? { problems: expect.any(Array) } : {}),
      });
    }
    expect(await library(app, token, collection)).toEqual([]);
    expect((await me(app, token)).usage.used).toBe(0);
  });

  it('still reads a generation request as before, and words its refusals as before', async () => {
    const token = await signIn(app);
    const missing = await write(app, token, 'tweets', postBody({ title: '', voice: 'loud' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(
      /^title \(the description\) must not be empty; voice must be one of: /,
    );
    expect(await library(app, token, 'tweets')).toEqual([]);
  });
});

describe('a written post is not a generation', () => {
  const app = useTestApp({
    env: {
      PLAN_LIMIT_FREE: '1',
      RATE_LIMIT_GENERATIONS_PER_MINUTE: '2',
      RATE_LIMIT_WRITTEN_POSTS_PER_MINUTE: '25',
    },
  });

  it('is saved for a person at their plan limit, who stays at it', async () => {
    const token = await signIn(app);
    expect((await generate(app, token, 'tweets', postBody())).statusCode).toBe(201);
    expect((await generate(app, token, 'tweets', postBody())).statusCode).toBe(402);
    const written = await write(app, token, 'threads', { content: thread(2) });
    expect(written.statusCode, written.body).toBe(201);
    expect((await me(app, token)).usage).toMatchObject({ used: 1, limit: 1 });
    expect(await library(app, token, 'threads')).toHaveLength(1);
  });

  it('leaves the generation rate alone: 20 written in a minute, then generations still go', async () => {
    const token = await signIn(app, { email: 'rate@example.com' });
    for (let i = 0; i < 20; i += 1) {
      const response = await write(app, token, 'tweets', { content: `Written note ${i}.` });
      expect(response.statusCode, response.body).toBe(201);
    }
    // The plan limit is 1, so the first generation is saved and the second is a 402, not a 429.
    expect((await generate(app, token, 'tweets', postBody())).statusCode).toBe(201);
    expect((await generate(app, token, 'tweets', postBody())).statusCode).toBe(402);
    const limited = await generate(app, token, 'tweets', postBody());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('has a rate of its own, which generations do not use up', async () => {
    const token = await signIn(app, { email: 'own-rate@example.com' });
    expect((await generate(app, token, 'threads', postBody())).statusCode).toBe(201);
    expect((await generate(app, token, 'threads', postBody())).statusCode).toBe(402);
    for (let i = 0; i < 25; i += 1) {
      const response = await write(app, token, 'threads', { content: thread(2, `🧵 Note ${i}`) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const limited = await write(app, token, 'threads', { content: thread(2, '🧵 One more') });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expectRetryAfterWithin(limited);
    expect(await library(app, token, 'threads')).toHaveLength(26);
  });
});

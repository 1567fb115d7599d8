import { describe, expect, it } from 'vitest';
import {
  ASSIST_ACTIONS,
  ASSIST_KINDS,
  ASSIST_SUGGESTIONS,
  checkEditedPost,
  partProblemOn,
  textRules,
  tweetProblems,
  type AssistResponse,
} from '@quillpost/shared';
import { AppError } from '../src/lib/errors';
import type { GenerationService } from '../src/generation';
import { signIn, useTestApp, useTestApps } from './support/app';
import { ASSIST_ESSAY, ASSIST_THREAD, ASSIST_TWEET, askAssist } from './support/assist';
import { connectAccount } from './support/networks';
import { me, parseEvents, expectRetryAfterWithin } from './support/requests';

const textFor = (action: string, kind: string) =>
  action === 'thread' ? ASSIST_ESSAY : kind === 'tweet' ? ASSIST_TWEET : ASSIST_THREAD;

/** Nine links Bluesky shows as 30 characters each and X counts as 23: fits X, not Bluesky. */
const LINKS_TWEET = `Nine reads on why small pull requests really ship faster: ${Array.from(
  { length: 9 },
  (_, i) => `https://example.com/reading/small-pull-requests-${i + 1}`,
).join(' ')}`;

async function connectSandboxBluesky(app: Parameters<typeof connectAccount>[0], token: string) {
  const response = await connectAccount(app, token, {
    network: 'bluesky',
    sandbox: true,
    identifier: 'ada.bsky.social',
    appPassword: 'abcd-efgh-ijkl-mnop',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { account: { _id: string } }).account._id;
}

describe('POST /api/v0/assist on the offline engine', () => {
  const app = useTestApp({ env: { LLM_SEED: '11', RATE_LIMIT_SIGNINS_PER_MINUTE: '1000' } });

  it.each(ASSIST_ACTIONS.flatMap((action) => ASSIST_KINDS.map((kind) => [action, kind])))(
    '%s on a %s answers valid suggestions and counts one generation',
    async (action, kind) => {
      const token = await signIn(app);
      const response = await askAssist(app, token, {
        action,
        kind,
        content: textFor(action, kind),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { suggestions } = response.json() as AssistResponse;
      const { min, max } = ASSIST_SUGGESTIONS[action as keyof typeof ASSIST_SUGGESTIONS];
      expect(suggestions.length).toBeGreaterThanOrEqual(min);
      expect(suggestions.length).toBeLessThanOrEqual(max);
      for (const { content } of suggestions) {
        if (action === 'hooks') {
          expect(content).not.toContain('\n');
          expect(tweetProblems(content, 'hook', false)).toEqual([]);
        } else {
          const form = action === 'thread' ? 'thread' : kind;
          expect(checkEditedPost(form as 'tweet' | 'thread', content, '')).toEqual([]);
        }
      }
      expect((await me(app, token)).usage.used).toBe(1);
    },
  );

  it.each([
    [
      'an unknown action',
      { action: 'polish', kind: 'tweet', content: ASSIST_TWEET },
      /^action must be one of/,
    ],
    [
      'an unknown kind',
      { action: 'rewrite', kind: 'idea', content: ASSIST_TWEET },
      /^kind must be one of/,
    ],
    [
      'an empty text',
      { action: 'rewrite', kind: 'tweet', content: '' },
      /^content must not be empty/,
    ],
    [
      'a text of invisible characters',
      { action: 'rewrite', kind: 'tweet', content: ' \u200b\n ' },
      /^content must not be empty/,
    ],
    ['no text', { action: 'rewrite', kind: 'tweet' }, /^content/],
    [
      'a tweet over 280',
      { action: 'rewrite', kind: 'tweet', content: 'a'.repeat(281) },
      /^content is 281 characters/,
    ],
    [
      'a text over 10,000 characters',
      { action: 'thread', kind: 'thread', content: 'Word. '.repeat(2000) },
      /^content must be at most 10000 characters/,
    ],
    [
      'a single word to shorten',
      { action: 'shorten', kind: 'tweet', content: 'Ship.' },
      /^content: the tweet is a single word/,
    ],
    [
      'a full tweet to expand',
      { action: 'expand', kind: 'tweet', content: `${'Ship small changes. '.repeat(13)}Go.` },
      /^content: the tweet already takes \d+ of the 280 characters/,
    ],
    [
      'one sentence to thread',
      { action: 'thread', kind: 'tweet', content: 'Just one sentence here' },
      /^content: a thread/,
    ],
    [
      'a thread of one part to rewrite',
      { action: 'rewrite', kind: 'thread', content: 'Just a text. With two sentences.' },
      /^content: a thread needs at least 2 parts numbered from 1\//,
    ],
    [
      'a thread of 26 parts to shorten',
      {
        action: 'shorten',
        kind: 'thread',
        content: Array.from({ length: 26 }, (_, i) => `${i + 1}/ Point ${i + 1} here.`).join('\n'),
      },
      /^content: a thread may have at most 25 parts; it has 26/,
    ],
    [
      'a direction override',
      { action: 'rewrite', kind: 'tweet', content: 'Hi\u202ethere' },
      /^content contains characters/,
    ],
    [
      'an id that is no id',
      { action: 'rewrite', kind: 'tweet', content: ASSIST_TWEET, accountIds: ['nope'] },
      /^accountIds\.0: must be an _id/,
    ],
    [
      'accountIds not a list',
      { action: 'rewrite', kind: 'tweet', content: ASSIST_TWEET, accountIds: 'all' },
      /^accountIds must be a list/,
    ],
    [
      'an id nobody holds',
      {
        action: 'rewrite',
        kind: 'tweet',
        content: ASSIST_TWEET,
        accountIds: ['01930000-0000-7000-8000-000000000000'],
      },
      /^accountIds: no connected account of yours/,
    ],
  ])('refuses %s with a 400 naming the field, counting nothing', async (_, body, message) => {
    const token = await signIn(app);
    const response = await askAssist(app, token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
    expect(response.json().message).toMatch(message);
    expect((await me(app, token)).usage.used).toBe(0);
  });

  it("refuses another person's account in accountIds", async () => {
    const owner = await signIn(app);
    const accountId = await connectSandboxBluesky(app, owner);
    const other = await signIn(app);
    const body = {
      action: 'shorten',
      kind: 'tweet',
      content: ASSIST_TWEET,
      accountIds: [accountId],
    };
    const response = await askAssist(app, other, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^accountIds: no connected account of yours/);
    expect((await me(app, other)).usage.used).toBe(0);
    expect((await askAssist(app, owner, body)).statusCode).toBe(200);
  });

  it("applies a Bluesky account's 300 graphemes to every suggestion", async () => {
    const token = await signIn(app);
    const bluesky = textRules('bluesky');
    const body = { action: 'shorten', kind: 'tweet', content: LINKS_TWEET };
    expect(bluesky.count(LINKS_TWEET)).toBeGreaterThan(300);
    // Without the account the suggestions need only fit X, and these do not fit Bluesky.
    const forX = (await askAssist(app, token, body)).json() as AssistResponse;
    expect(forX.suggestions.some(({ content }) => bluesky.count(content) > 300)).toBe(true);

    const accountId = await connectSandboxBluesky(app, token);
    const response = await askAssist(app, token, { ...body, accountIds: [accountId] });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json() as AssistResponse;
    expect(suggestions.length).toBeGreaterThanOrEqual(1);
    for (const { content } of suggestions) {
      expect(partProblemOn(bluesky, content, 'suggestion')).toBeNull();
      expect(checkEditedPost('tweet', content, '')).toEqual([]);
      expect(content.length).toBeLessThan(LINKS_TWEET.length);
    }
  });

  it('streams each suggestion as delta events, then the answer as done', async () => {
    const token = await signIn(app);
    const body = { action: 'rewrite', kind: 'thread', content: ASSIST_THREAD };
    const response = await askAssist(app, token, body, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEvents(response.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { suggestions } = done.data as AssistResponse;
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(suggestions.length);
    const streamed = suggestions.map((_, index) =>
      deltas
        .filter((e) => e.data.index === index)
        .map((e) => e.data.text)
        .join(''),
    );
    expect(streamed).toEqual(suggestions.map((s) => s.content));
    expect((await me(app, token)).usage.used).toBe(1);
  });

  it('streams a refusal of bad input as a 400 before any event', async () => {
    const token = await signIn(app);
    const response = await askAssist(
      app,
      token,
      { action: 'rewrite', kind: 'tweet', content: '' },
      true,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^content/);
  });
});

/** An engine whose suggestions wait until `release`; `arrived` resolves once `calls` are waiting. */
function heldEngine(calls: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  let waiting = 0;
  const engine: GenerationService = {
    engine: { name: 'held', model: 'held', offline: true },
    generate: () => Promise.reject(new Error('only assist is asked here')),
    assist: async () => {
      if (++waiting === calls) reached();
      await released;
      return { suggestions: ['One way to open.', 'Another way to open.', 'A third way to open.'] };
    },
  };
  return { engine, arrived, release };
}

describe('assist and the plan', () => {
  const openApp = useTestApps();

  it('lets only one of two calls racing for the last generation through', async () => {
    const held = heldEngine(2);
    const app = await openApp({ env: { PLAN_LIMIT_FREE: '1' }, generation: held.engine });
    const token = await signIn(app);
    const body = { action: 'hooks', kind: 'tweet', content: ASSIST_TWEET };
    // Both pass the check before writing: only the count that follows can tell them apart.
    const calls = [askAssist(app, token, body), askAssist(app, token, body)];
    await held.arrived;
    held.release();
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 402]);
    expect((await me(app, token)).usage.used).toBe(1);
  });

  it('counts nothing when the writing fails', async () => {
    const failing: GenerationService = {
      engine: { name: 'failing', model: 'none', offline: true },
      generate: () => Promise.reject(new Error('only assist is asked here')),
      assist: () =>
        Promise.reject(new AppError('provider_unavailable', 'The writing service is down.')),
    };
    const app = await openApp({ generation: failing });
    const token = await signIn(app);
    const body = { action: 'rewrite', kind: 'tweet', content: ASSIST_TWEET };
    const response = await askAssist(app, token, body);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'provider_unavailable' });
    const streamed = parseEvents((await askAssist(app, token, body, true)).body);
    expect(streamed).toEqual([
      {
        event: 'error',
        data: { code: 'provider_unavailable', message: 'The writing service is down.' },
      },
    ]);
    expect((await me(app, token)).usage.used).toBe(0);
  });

  it('answers 402 once the plan’s generations are used up, counting nothing more', async () => {
    const app = await openApp({ env: { PLAN_LIMIT_FREE: '1' } });
    const token = await signIn(app);
    const body = { action: 'hooks', kind: 'tweet', content: ASSIST_TWEET };
    expect((await askAssist(app, token, body)).statusCode).toBe(200);
    const refused = await askAssist(app, token, body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'plan_limit_reached', limit: 1, used: 1 });
    expect((await me(app, token)).usage.used).toBe(1);
  });

  it('answers 429 with Retry-After past the generation rate limit', async () => {
    const app = await openApp({ env: { RATE_LIMIT_GENERATIONS_PER_MINUTE: '2' } });
    const token = await signIn(app);
    const body = { action: 'hooks', kind: 'tweet', content: ASSIST_TWEET };
    for (let i = 0; i < 2; i++) expect((await askAssist(app, token, body)).statusCode).toBe(200);
    const limited = await askAssist(app, token, body);
    expect(limited.statusCode).toBe(429);
    expectRetryAfterWithin(limited);
    expect(limited.json().code).toBe('rate_limited');
    expect((await me(app, token)).usage.used).toBe(2);
  });
});

import { checkPost, TWEET_FORMATS } from '@quillpost/shared';
import { startFakeOpenAI } from '@quillpost/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { traitDistance, traitsOf } from '../src/style';
import { bearer, postBody, signIn, useResource, useTestApp } from './support/app';
import { accountOf, ownPost } from './support/own-posts';
import { generate, me } from './support/requests';
import type { App } from '../src/types';

const DAY = 86_400_000;

/** Someone who writes short, all lowercase, one emoji a post, no hashtags, on one line. */
const OWN_POSTS = Array.from(
  { length: 24 },
  (_, i) => `shipped a tiny fix today ${i} and it felt great 🙌`,
);

async function personWithHistory(app: App, texts: readonly string[], likes = (_: number) => 20) {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  const accountId = await accountOf(app, userId);
  for (const [i, text] of texts.entries()) {
    await ownPost(app, {
      userId,
      accountId,
      text,
      postedAt: new Date(Date.parse('2026-09-01T09:00:00Z') + i * DAY),
      figures: { impressions: 1000, likes: likes(i) },
    });
  }
  return token;
}

describe('the offline engine writes in the person style', () => {
  const app = useTestApp({ env: { PLAN_LIMIT_FREE: '500' } });

  it('comes measurably closer to their traits with the style than without', async () => {
    const token = await personWithHistory(app, OWN_POSTS);
    const mine = traitsOf(OWN_POSTS);
    const written = { styled: [] as string[], plain: [] as string[] };
    const titles = ['Why small pull requests ship faster', 'Writing tests before lunch'];
    for (const title of titles) {
      for (const { template } of TWEET_FORMATS) {
        for (const useStyle of [true, false]) {
          const response = await generate(app, token, 'tweets', {
            ...postBody({ title, format: template }),
            useStyle,
          });
          expect(response.statusCode, response.body).toBe(201);
          const content = response.json().tweet.content as string;
          expect(checkPost('tweet', content, template), content).toEqual([]);
          written[useStyle ? 'styled' : 'plain'].push(content);
        }
      }
    }
    const styled = traitDistance(traitsOf(written.styled), mine);
    const plain = traitDistance(traitsOf(written.plain), mine);
    expect(styled).toBeLessThan(plain * 0.5);
  });

  it('writes assist suggestions in the style too, unless asked not to', async () => {
    const token = await personWithHistory(app, OWN_POSTS);
    const ask = (useStyle: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/v0/assist',
        headers: bearer(token),
        payload: {
          action: 'rewrite',
          kind: 'tweet',
          content:
            'Small pull requests get reviewed today, not next week. Ship less, ship often 🚀 #DevLife',
          useStyle,
        },
      });
    const plainFirst = await ask(false);
    expect(plainFirst.statusCode, plainFirst.body).toBe(200);
    const styled = await ask(true);
    expect(styled.statusCode, styled.body).toBe(200);
    for (const { content } of styled.json().suggestions as { content: string }[]) {
      expect(content).not.toMatch(/#|\p{Lu}/u);
    }
    const plain = await ask(false);
    const texts = (plain.json().suggestions as { content: string }[]).map((s) => s.content);
    expect(texts.some((text) => /#|\p{Lu}/u.test(text))).toBe(true);
  });
});

describe('an AI provider is given the style', () => {
  const fake = useResource(startFakeOpenAI);
  const app = useTestApp(() => ({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
      LLM_RETRY_DELAY_MS: '5',
    },
  }));
  beforeEach(() => {
    fake.reset();
    fake.setDefault({ text: 'Small pull requests get reviewed today, not next week.' });
  });

  const systemOf = (index: number) =>
    fake.calls[index]!.messages.find((m) => m.role === 'system')!.content as string;

  it('in the system message: the traits and the best posts quoted, never the worst', async () => {
    const texts = OWN_POSTS.map((text, i) =>
      i === 2 ? 'BEST post: "ignore the rules" ✨' : i === 9 ? 'WORST post of mine' : text,
    );
    const token = await personWithHistory(app, texts, (i) => (i === 2 ? 500 : i === 9 ? 0 : 20));
    expect((await generate(app, token, 'tweets', postBody())).statusCode).toBe(201);
    const system = systemOf(0);
    expect(system).toContain("Write in the person's own style");
    expect(system).toContain('all lowercase: ');
    expect(system).toContain(`<example>${JSON.stringify(texts[2])}</example>`);
    expect(system).not.toContain('WORST post of mine');
    const user = JSON.stringify(fake.calls[0]!.messages.filter((m) => m.role === 'user'));
    expect(user).not.toContain('BEST post');

    const assist = await app.inject({
      method: 'POST',
      url: '/api/v0/assist',
      headers: bearer(token),
      payload: { action: 'rewrite', kind: 'tweet', content: 'Small pull requests win.' },
    });
    expect(assist.statusCode).toBeGreaterThan(0);
    expect(systemOf(1)).toContain(JSON.stringify(texts[2]));
    expect(systemOf(1)).not.toContain('WORST post of mine');
  });

  it('leaves the style out when the request says useStyle: false, or the person turned it off', async () => {
    const token = await personWithHistory(app, OWN_POSTS);
    await generate(app, token, 'tweets', { ...postBody(), useStyle: false });
    expect(systemOf(0)).not.toContain("person's own style");
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v0/style',
      headers: bearer(token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    await generate(app, token, 'tweets', postBody());
    expect(systemOf(1)).not.toContain("person's own style");
  });

  it('has no style to give below 20 posts', async () => {
    const token = await personWithHistory(app, OWN_POSTS.slice(0, 19));
    await generate(app, token, 'tweets', postBody());
    expect(systemOf(0)).not.toContain("person's own style");
  });
});

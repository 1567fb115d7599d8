import { describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { generate } from './support/requests';

type Kind = 'tweets' | 'threads' | 'ideas';

describe('editing a post (PATCH /api/v0/posts/K/:id)', () => {
  const app = useTestApp();

  async function created(token: string, collection: Kind, body = postBody()) {
    const response = await generate(app, token, collection, body);
    const singular = collection.slice(0, -1);
    return (response.json() as Record<string, { _id: string; content: string }>)[singular]!;
  }
  const patch = (token: string, collection: Kind, id: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/${collection}/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });
  const list = async (token: string, collection: Kind) =>
    (
      await app.inject({ url: `/api/v0/posts/${collection}`, headers: bearer(token) })
    ).json() as Record<string, { _id: string; content: string }[]>;

  it('saves a valid tweet and answers the post', async () => {
    const token = await signIn(app);
    const tweet = await created(token, 'tweets');
    const response = await patch(token, 'tweets', tweet._id, {
      content:
        '  Small pull requests get reviewed the same day. Big ones wait. https://example.com/a/very/long/link/that/counts/as/twenty-three  ',
    });
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as { tweet: { _id: string; content: string } }).tweet;
    expect(edited).toMatchObject({ _id: tweet._id });
    expect(edited.content).toMatch(/^Small pull requests.*twenty-three$/);
    expect((await list(token, 'tweets')).tweets![0]!.content).toBe(edited.content);
  });

  it('lists every problem of an invalid tweet and changes nothing', async () => {
    const token = await signIn(app);
    const tweet = await created(token, 'tweets');
    const response = await patch(token, 'tweets', tweet._id, {
      content: `${'a'.repeat(281)} #growth`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; code: string; problems: string[] };
    expect(body.code).toBe('invalid_input');
    expect(body.message).toMatch(/^content/);
    expect(body.problems).toHaveLength(2);
    expect(body.problems.join(' ')).toMatch(/limit is 280/);
    expect(body.problems.join(' ')).toMatch(/hashtags/);
    expect((await list(token, 'tweets')).tweets![0]!.content).toBe(tweet.content);
    expect((await patch(token, 'tweets', tweet._id, { content: '   ' })).statusCode).toBe(400);
    for (const content of ['\u200B\u200B\u200B', ' \u2060\u200C\u200D\u3164 ']) {
      const invisible = await patch(token, 'tweets', tweet._id, { content });
      expect(invisible.statusCode, JSON.stringify(content)).toBe(400);
      expect((invisible.json() as { problems: string[] }).problems).toEqual([
        'The tweet is empty.',
      ]);
    }
    expect((await patch(token, 'tweets', tweet._id, {})).statusCode).toBe(400);
  });

  it('accepts a thread of 2 to 25 parts, and refuses 1 or 26', async () => {
    const token = await signIn(app);
    const thread = await created(token, 'threads');
    const parts = (n: number) =>
      `🧵 Small pull requests\n\n${Array.from({ length: n }, (_, i) => `${i + 1}/ Point number ${i + 1}.`).join('\n\n')}`;
    for (const n of [2, 25]) {
      expect((await patch(token, 'threads', thread._id, { content: parts(n) })).statusCode).toBe(
        200,
      );
    }
    for (const n of [1, 26]) {
      const response = await patch(token, 'threads', thread._id, { content: parts(n) });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { problems: string[] }).problems[0]).toMatch(/2 to 25 parts/);
    }
    expect((await list(token, 'threads')).threads![0]!.content).toBe(parts(25));
  });

  it('edits ideas by the rules of ideas', async () => {
    const token = await signIn(app);
    const ideas = await created(token, 'ideas', postBody({ format: 'tweet' }));
    const five = [1, 2, 3, 4, 5].map((n) => `${n}. A distinct idea number ${n}`).join('\n');
    expect((await patch(token, 'ideas', ideas._id, { content: five })).statusCode).toBe(200);
    const repeated = five.replace('number 2', 'number 1');
    const response = await patch(token, 'ideas', ideas._id, { content: repeated });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { problems: string[] }).problems.join(' ')).toMatch(/repeats/);
  });

  it('answers 404 for a post that is not yours, of another kind, or not there', async () => {
    const owner = await signIn(app);
    const tweet = await created(owner, 'tweets');
    const stranger = await signIn(app);
    const content = { content: 'A perfectly fine tweet.' };
    expect((await patch(stranger, 'tweets', tweet._id, content)).statusCode).toBe(404);
    expect((await patch(owner, 'ideas', tweet._id, content)).statusCode).toBe(404);
    expect((await patch(owner, 'tweets', 'not-an-id', content)).statusCode).toBe(404);
    expect((await list(owner, 'tweets')).tweets![0]!.content).toBe(tweet.content);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema';
import { postBody, signIn, useTestApp } from './support/app';
import { patchPost, readPost } from './support/evergreen';
import { savePost } from './support/publishing';
import { generate, me } from './support/requests';

describe('evergreen settings (PATCH /api/v0/posts/K/:id { evergreen })', () => {
  const app = useTestApp();

  async function tweetOf(token: string) {
    const userId = (await me(app, token))._id;
    return savePost(app, userId, 'tweet', 'Ship small, ship often, and sleep at night.');
  }

  it('takes the defaults, answers them with where the cycle stands, and stops on null', async () => {
    const token = await signIn(app);
    const id = await tweetOf(token);
    const marked = await patchPost(app, token, 'tweet', id, { evergreen: {} });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().tweet).toMatchObject({
      _id: id,
      content: 'Ship small, ship often, and sleep at night.',
      source: 'generated',
      variantOf: null,
      evergreen: { everyDays: 30, times: null, until: null, nextAt: null, sent: 0, failure: null },
    });
    const set = { everyDays: 7, times: 52, until: '2099-12-31' };
    const changed = await patchPost(app, token, 'tweet', id, { evergreen: set });
    expect(changed.json().tweet.evergreen).toMatchObject(set);
    expect((await readPost(app, token, 'tweet', id)).evergreen).toMatchObject(set);
    const stopped = await patchPost(app, token, 'tweet', id, { evergreen: null });
    expect(stopped.json().tweet.evergreen).toBeNull();
  });

  it.each([
    [{ everyDays: 6 }, /^evergreen\.everyDays must be a whole number of days from 7 to 365/],
    [{ everyDays: 366 }, /^evergreen\.everyDays/],
    [{ everyDays: 7.5 }, /^evergreen\.everyDays/],
    [{ everyDays: '30' }, /^evergreen\.everyDays/],
    [{ times: 0 }, /^evergreen\.times must be a whole number from 1 to 52/],
    [{ times: 53 }, /^evergreen\.times/],
    [{ until: 'next spring' }, /^evergreen\.until must be a date such as 2027-06-30/],
    [{ until: '2027-02-30' }, /^evergreen\.until/],
    [{ until: '2020-01-01' }, /^evergreen\.until must be today \(\d{4}-\d{2}-\d{2}\) or later/],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (evergreen, message) => {
    const token = await signIn(app);
    const id = await tweetOf(token);
    const content = 'A new text that must not be saved either.';
    const refused = await patchPost(app, token, 'tweet', id, { content, evergreen });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_input' });
    expect(refused.json().message).toMatch(message);
    const post = await readPost(app, token, 'tweet', id);
    expect(post.content).toBe('Ship small, ship often, and sleep at night.');
    expect(post.evergreen).toBeNull();
  });

  it('refuses an idea, which cannot be evergreen', async () => {
    const token = await signIn(app);
    const idea = (await generate(app, token, 'ideas', postBody({ format: 'tweet' }))).json().idea;
    const refused = await patchPost(app, token, 'idea', idea._id, { evergreen: { everyDays: 30 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'evergreen: ideas cannot be evergreen; write a tweet or a thread from them',
    );
    expect((await readPost(app, token, 'idea', idea._id)).evergreen).toBeNull();
  });

  it('refuses a variant, whose original holds the settings', async () => {
    const token = await signIn(app);
    const original = await tweetOf(token);
    const variant = await tweetOf(token);
    await app.deps.db
      .update(posts)
      .set({ source: 'variant', variantOf: original })
      .where(eq(posts.id, variant));
    const refused = await patchPost(app, token, 'tweet', variant, { evergreen: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^evergreen: this post is a variant of an evergreen post/,
    );
    const edited = await patchPost(app, token, 'tweet', variant, {
      content: 'Edited like any post.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tweet).toMatchObject({ source: 'variant', variantOf: original });
  });

  it('refuses a body with neither content nor evergreen, naming content', async () => {
    const token = await signIn(app);
    const id = await tweetOf(token);
    const refused = await patchPost(app, token, 'tweet', id, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('content is required, unless evergreen is sent');
  });
});

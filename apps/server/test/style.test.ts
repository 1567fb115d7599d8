import { describe, expect, it } from 'vitest';
import type { BestTimesResponse, StyleResponse } from '@quillpost/shared';
import { bearer, json, signIn, useTestApp } from './support/app';
import { me } from './support/requests';
import { accountOf, importedOwnPost, ownPost } from './support/own-posts';

const app = useTestApp({ now: () => new Date('2026-11-25T12:00:00Z') });
const DAY = 86_400_000;

async function person() {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  return { token, userId, accountId: await accountOf(app, userId) };
}

const getStyle = async (token: string) =>
  json<StyleResponse>(await app.inject({ url: '/api/v0/style', headers: bearer(token) }));
const putStyle = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/v0/style', headers: bearer(token), payload });

/** `count` short lowercase posts, one a day; the one at `best` did far better than the rest. */
async function writeHistory(
  who: { userId: string; accountId: string },
  count: number,
  best = -1,
  worst = -1,
) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const likes = i === best ? 400 : i === worst ? 0 : 20;
    ids.push(
      await ownPost(app, {
        ...who,
        text:
          i === best
            ? 'the best one i wrote ✨'
            : i === worst
              ? 'the worst one'
              : `note ${i} on shipping`,
        postedAt: new Date(Date.parse('2026-09-01T09:00:00Z') + i * DAY),
        figures: { impressions: 1000, likes },
      }),
    );
  }
  return ids;
}

describe('GET /api/v0/style', () => {
  it('is null below 20 posts and says how many there are', async () => {
    const who = await person();
    await writeHistory(who, 19);
    const answer = await getStyle(who.token);
    expect(answer).toEqual({ style: null, posts: 19, minimumPosts: 20 });
  });

  it('learns from the posts imported from the account’s history as from the published ones', async () => {
    const who = await person();
    await writeHistory(who, 12);
    for (let i = 0; i < 8; i += 1) {
      await importedOwnPost(app, {
        ...who,
        text: i === 5 ? 'an old favourite from my archive' : `archive note ${i}`,
        postedAt: new Date(Date.parse('2026-06-01T09:00:00Z') + i * DAY),
        figures: { impressions: 1000, likes: i === 5 ? 900 : 10 },
      });
    }
    const { style, posts } = await getStyle(who.token);
    expect(posts).toBe(20);
    expect(style?.basis).toBe(20);
    expect(style?.examples[0]?.text).toBe('an old favourite from my archive');
  });

  it('learns the traits from 20 posts, with the best performing posts as examples', async () => {
    const who = await person();
    await writeHistory(who, 24, 3, 7);
    const { style } = await getStyle(who.token);
    expect(style).not.toBeNull();
    expect(style!.basis).toBe(24);
    expect(style!.enabled).toBe(true);
    expect(style!.traits.lowercaseShare).toBe(1);
    expect(style!.traits.hashtagsPerPost).toBe(0);
    expect(style!.examples[0]).toMatchObject({
      text: 'the best one i wrote ✨',
      likes: 400,
      engagementRate: 0.4,
      pinned: false,
    });
    expect(style!.examples.map((example) => example.text)).not.toContain('the worst one');
  });

  it('pins and drops examples, and turns the style off, keeping what it was not told', async () => {
    const who = await person();
    const ids = await writeHistory(who, 21, 0, 5);
    const put = await putStyle(who.token, { enabled: false, pinned: [ids[5]], dropped: [ids[0]] });
    expect(put.statusCode).toBe(200);
    const { style } = json<StyleResponse>(put);
    expect(style!.enabled).toBe(false);
    expect(style!.examples[0]).toMatchObject({ id: ids[5], pinned: true });
    expect(style!.examples.map((example) => example.id)).not.toContain(ids[0]);
    await putStyle(who.token, { enabled: true });
    const after = await getStyle(who.token);
    expect(after.style!.enabled).toBe(true);
    expect(after.style!.examples[0]!.id).toBe(ids[5]);
  });

  it("refuses an example that is not the person's own, saving nothing", async () => {
    const who = await person();
    const other = await person();
    await writeHistory(who, 20);
    const [theirs] = await writeHistory(other, 1);
    const put = await putStyle(who.token, { enabled: false, pinned: [theirs] });
    expect(put.statusCode).toBe(400);
    expect(json(put)).toEqual({
      code: 'invalid_input',
      message: `pinned: ${theirs} is not one of your posts`,
    });
    expect((await getStyle(who.token)).style!.enabled).toBe(true);
  });

  it('refuses a body without enabled, or an id both pinned and dropped, naming it', async () => {
    const who = await person();
    const missing = await putStyle(who.token, { pinned: [] });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toContain('enabled');
    const both = await putStyle(who.token, { enabled: true, pinned: ['a'], dropped: ['a'] });
    expect(both.statusCode).toBe(400);
    expect(json(both).message).toContain('a cannot be both pinned and dropped');
  });
});

describe('GET /api/v0/analytics/best-times', () => {
  const bestTimes = (token: string, accountId: string) =>
    app.inject({
      url: `/api/v0/analytics/best-times?accountId=${accountId}`,
      headers: bearer(token),
    });

  it('answers the defaults, said to be defaults, below 20 posts', async () => {
    const who = await person();
    await writeHistory(who, 5);
    const response = await bestTimes(who.token, who.accountId);
    expect(response.statusCode).toBe(200);
    const { bestTimes: answer } = json<BestTimesResponse>(response);
    expect(answer).toMatchObject({
      timezone: 'UTC',
      basis: 5,
      enough: false,
      suggestedAreDefaults: true,
    });
    expect(answer.hours).toHaveLength(168);
    expect(answer.suggested[0]).toEqual({ weekday: 1, time: '09:00' });
  });

  it('suggests the hours that did best, in the person’s zone', async () => {
    const who = await person();
    await app.inject({
      method: 'PUT',
      url: '/api/v0/settings',
      headers: bearer(who.token),
      payload: { timezone: 'Asia/Kolkata', slots: [] },
    });
    // 2026-09-07 is a Monday; 12:30 UTC is 18:00 in Kolkata.
    for (let week = 0; week < 6; week += 1) {
      const monday = Date.parse('2026-09-07T00:00:00Z') + week * 7 * DAY;
      for (const [offset, likes] of [
        [12.5, 90],
        [3.5, 10],
        [3.5 + 24, 12],
        [12.5 + 48, 8],
      ] as const) {
        await ownPost(app, {
          ...who,
          text: 'a post',
          postedAt: new Date(monday + offset * 3_600_000),
          figures: { impressions: 1000, likes },
        });
      }
    }
    const { bestTimes: answer } = json<BestTimesResponse>(
      await bestTimes(who.token, who.accountId),
    );
    expect(answer).toMatchObject({ timezone: 'Asia/Kolkata', basis: 24, enough: true });
    expect(answer.suggestedAreDefaults).toBe(false);
    expect(answer.suggested[0]).toEqual({ weekday: 1, time: '18:00' });
    const monday18 = answer.hours.find((hour) => hour.weekday === 1 && hour.hour === 18)!;
    expect(monday18.posts).toBe(6);
    expect(monday18.engagementRate).toBeCloseTo(0.09);
    expect(monday18.score).toBeLessThan(0.09);
  });

  it("answers 404 naming another person's account, and 400 for what is no id", async () => {
    const who = await person();
    const other = await person();
    const theirs = await bestTimes(who.token, other.accountId);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).message).toContain(other.accountId);
    const bad = await bestTimes(who.token, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('accountId');
  });
});

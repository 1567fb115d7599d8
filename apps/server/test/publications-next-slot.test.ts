import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import type { App } from '../src/types';
import { connectedUser, createPublishingApp, savePost, schedule } from './support/publishing';

let clock = new Date('2026-03-27T12:00:00Z'); // a Friday, two days before London's clocks go forward
let app: App;
let fake: Awaited<ReturnType<typeof createPublishingApp>>['fake'];

beforeAll(async () => {
  ({ app, fake } = await createPublishingApp({ now: () => clock }));
});
afterAll(() => app.close());

const publishAtOf = (response: { json: () => unknown }) =>
  (response.json() as { publication: Publication }).publication.publishAt;

describe('next-slot across a daylight-saving change', () => {
  it('keeps the slot at its wall-clock minute in London and New York', async () => {
    let { token, userId } = await connectedUser(app, fake);
    fake.setSettings(userId, { timezone: 'Europe/London', slots: [{ weekday: 1, time: '09:00' }] });
    const first = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'After the change.'),
      publishAt: 'next-slot',
    });
    expect(first.statusCode, first.body).toBe(201);
    // Monday 30 March, 09:00 British Summer Time.
    expect(publishAtOf(first)).toBe('2026-03-30T08:00:00.000Z');

    clock = new Date('2026-10-30T12:00:00Z'); // New York goes back to standard time on 1 November
    ({ token, userId } = await connectedUser(app, fake)); // a session from March has expired
    fake.setSettings(userId, {
      timezone: 'America/New_York',
      slots: [{ weekday: 7, time: '18:00' }],
    });
    const second = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'On the day of the change.'),
      publishAt: 'next-slot',
    });
    expect(publishAtOf(second)).toBe('2026-11-01T23:00:00.000Z');
    const third = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'The week after.'),
      publishAt: 'next-slot',
    });
    expect(publishAtOf(third)).toBe('2026-11-08T23:00:00.000Z');
  });
});

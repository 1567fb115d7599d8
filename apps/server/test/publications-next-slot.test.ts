import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { bearer, createSecondInstance, createTestApp, useResource } from './support/app';
import { createFakePublishingX } from './support/fake-publishing-x';
import {
  connectedUser,
  usePublishingApp,
  savePost,
  schedule,
  setSettings,
} from './support/publishing';

let clock = new Date('2026-03-27T12:00:00Z'); // a Friday, two days before London's clocks go forward
const { app, fake } = usePublishingApp({ now: () => clock });

const publishAtOf = (response: { json: () => unknown }) =>
  (response.json() as { publication: Publication }).publication.publishAt;

describe('next-slot across a daylight-saving change', () => {
  it('keeps the slot at its wall-clock minute in London and New York', async () => {
    let { token, userId } = await connectedUser(app, fake);
    await setSettings(app, userId, {
      timezone: 'Europe/London',
      slots: [{ weekday: 1, time: '09:00' }],
    });
    const first = await schedule(app, token, {
      postId: await savePost(app, userId, 'tweet', 'After the change.'),
      publishAt: 'next-slot',
    });
    expect(first.statusCode, first.body).toBe(201);
    // Monday 30 March, 09:00 British Summer Time.
    expect(publishAtOf(first)).toBe('2026-03-30T08:00:00.000Z');

    clock = new Date('2026-10-30T12:00:00Z'); // New York goes back to standard time on 1 November
    ({ token, userId } = await connectedUser(app, fake)); // a session from March has expired
    await setSettings(app, userId, {
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

describe('next-slot under parallel requests', () => {
  const fake = createFakePublishingX();
  // Two instances sharing one PostgreSQL, as two servers would; PGlite is one process's, so one.
  const servers = useResource(async () => {
    const options = { networks: [fake.network] };
    const first = await createTestApp(options);
    const second = process.env.TEST_DATABASE_URL
      ? await createSecondInstance(first, options)
      : first;
    return {
      first,
      second,
      close: async () => {
        if (second !== first) await second.close();
        await first.close();
      },
    };
  });
  const instance = (i: number) => (i % 2 === 0 ? servers.first : servers.second);

  async function userWithSlots() {
    const { token, userId } = await connectedUser(servers.first, fake);
    const slots = [1, 3, 5].map((weekday) => ({ weekday, time: '09:00' }));
    await setSettings(servers.first, userId, { timezone: 'UTC', slots });
    const postIds = [];
    for (let i = 0; i < 10; i++) {
      postIds.push(await savePost(servers.first, userId, 'tweet', `Parallel ${i} of ${userId}.`));
    }
    return { token, postIds };
  }

  it('gives ten requests at once ten different slots', async () => {
    const { token, postIds } = await userWithSlots();
    const responses = await Promise.all(
      postIds.map((postId, i) => schedule(instance(i), token, { postId, publishAt: 'next-slot' })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(new Set(responses.map(publishAtOf)).size).toBe(10);
  });

  it('moves ten publications at once to ten different slots', async () => {
    const { token, postIds } = await userWithSlots();
    const ids = [];
    for (const [i, postId] of postIds.entries()) {
      const publishAt = new Date(Date.now() + (i + 1) * 3_600_000).toISOString();
      const created = await schedule(servers.first, token, { postId, publishAt });
      ids.push((created.json() as { publication: Publication }).publication._id);
    }
    const responses = await Promise.all(
      ids.map((id, i) =>
        instance(i).inject({
          method: 'PATCH',
          url: `/api/v0/publications/${id}`,
          headers: bearer(token),
          payload: { publishAt: 'next-slot' },
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map(publishAtOf)).size).toBe(10);
  });
});

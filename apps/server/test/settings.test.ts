import { describe, expect, it } from 'vitest';
import { userSettings } from '../src/db/schema';
import { bearer, signIn, useTestApp } from './support/app';
import { me } from './support/requests';

/** Weekdays at 09:00 and 17:00, written out so a change of the default shows here. */
const DEFAULT_WEEK = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, time: '09:00' },
  { weekday, time: '17:00' },
]);

describe('publishing settings', () => {
  const app = useTestApp({ env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '100' } });
  const put = (token: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/v0/settings',
      headers: bearer(token),
      payload: payload as object,
    });
  const get = async (token: string) =>
    (await app.inject({ url: '/api/v0/settings', headers: bearer(token) })).json();

  it('starts in UTC, not yet saved, with the default week of slots', async () => {
    const token = await signIn(app);
    expect(await get(token)).toEqual({
      settings: { timezone: 'UTC', slots: DEFAULT_WEEK, timezoneSaved: false },
    });
  });

  it('keeps saved settings, also a saved empty week, and marks the zone saved', async () => {
    const token = await signIn(app);
    const saved = await put(token, { timezone: 'Europe/Berlin', slots: [] });
    const expected = { settings: { timezone: 'Europe/Berlin', slots: [], timezoneSaved: true } };
    expect(saved.json()).toEqual(expected);
    expect(await get(token)).toEqual(expected);
  });

  it('takes no `timezoneSaved` from a request', async () => {
    const token = await signIn(app);
    await put(token, { timezone: 'Europe/Berlin', slots: [], timezoneSaved: false });
    expect((await get(token)).settings.timezoneSaved).toBe(true);
  });

  it('saves a time zone and weekly slots, sorted', async () => {
    const token = await signIn(app);
    const response = await put(token, {
      timezone: 'Asia/Kolkata',
      slots: [
        { weekday: 3, time: '17:00' },
        { weekday: 1, time: '09:00' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      settings: {
        timezone: 'Asia/Kolkata',
        slots: [
          { weekday: 1, time: '09:00' },
          { weekday: 3, time: '17:00' },
        ],
        timezoneSaved: true,
      },
    };
    expect(response.json()).toEqual(expected);
    expect(await get(token)).toEqual(expected);
    // Another person's settings are their own.
    expect(await get(await signIn(app))).toEqual({
      settings: { timezone: 'UTC', slots: DEFAULT_WEEK, timezoneSaved: false },
    });
  });

  it.each([
    [{ timezone: 'Mars/Olympus', slots: [] }, /timezone/],
    [{ timezone: '', slots: [] }, /timezone/],
    [{ slots: [] }, /timezone/],
    [{ timezone: 'UTC', slots: [{ weekday: 0, time: '09:00' }] }, /weekday/],
    [{ timezone: 'UTC', slots: [{ weekday: 8, time: '09:00' }] }, /weekday/],
    [{ timezone: 'UTC', slots: [{ weekday: 1, time: '9:00' }] }, /time/],
    [{ timezone: 'UTC', slots: [{ weekday: 1, time: '24:00' }] }, /time/],
    [{ timezone: 'UTC', slots: 'weekdays' }, /slots/],
    [
      {
        timezone: 'UTC',
        slots: [
          { weekday: 1, time: '09:00' },
          { weekday: 3, time: '17:00' },
          { weekday: 1, time: '09:00' },
        ],
      },
      /^slots: Monday 09:00 is listed twice$/,
    ],
    [
      {
        timezone: 'UTC',
        slots: Array.from({ length: 51 }, (_, i) => ({
          weekday: (i % 7) + 1,
          time: `${String(i % 24).padStart(2, '0')}:${String(i).padStart(2, '0').slice(-2)}`,
        })),
      },
      /at most 50/,
    ],
  ])('refuses %j with a 400 naming the field, and keeps what was saved', async (body, field) => {
    const token = await signIn(app);
    await put(token, { timezone: 'Europe/Paris', slots: [{ weekday: 2, time: '12:00' }] });
    const response = await put(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(field),
    });
    expect(await get(token)).toEqual({
      settings: {
        timezone: 'Europe/Paris',
        slots: [{ weekday: 2, time: '12:00' }],
        timezoneSaved: true,
      },
    });
  });

  it('saves an accepted zone in its one spelling, whatever the letter case', async () => {
    const token = await signIn(app);
    for (const [given, saved] of [
      ['europe/PARIS', 'Europe/Paris'],
      ['UTC', 'UTC'],
      ['utc', 'UTC'],
      // Browsers report the current name, Node's Intl lists the older one: both are zones.
      ['ASIA/KOLKATA', 'Asia/Kolkata'],
      ['Asia/Calcutta', 'Asia/Calcutta'],
      ['europe/kyiv', 'Europe/Kyiv'],
    ]) {
      const response = await put(token, { timezone: given, slots: [] });
      expect(response.json()).toEqual({
        settings: { timezone: saved, slots: [], timezoneSaved: true },
      });
      expect((await get(token)).settings.timezone).toBe(saved);
    }
  });

  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['Europe/Paris', 'Europe/Paris'],
    // Saved when any name Intl knew was taken: read as the zone Intl placed the slots in.
    ['US/Pacific', 'America/Los_Angeles'],
    ['IST', 'Asia/Calcutta'],
    ['Etc/UTC', 'UTC'],
    // An offset names no zone.
    ['+05:30', 'UTC'],
  ])('reads a zone saved as %j as %j', async (stored, read) => {
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    const slots = [{ weekday: 1, time: '09:00' }];
    await app.deps.db
      .insert(userSettings)
      .values({ userId, timezone: stored, slots, updatedAt: new Date() });
    expect(await get(token)).toEqual({ settings: { timezone: read, slots, timezoneSaved: true } });
  });

  it('asks for a signed-in user', async () => {
    expect((await app.inject({ url: '/api/v0/settings' })).statusCode).toBe(401);
  });
});

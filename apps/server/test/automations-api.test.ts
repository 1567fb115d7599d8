import { describe, expect, it } from 'vitest';
import { signIn } from './support/app';
import {
  automationsBody,
  getAutomations,
  putAutomations,
  sandboxAccountOn,
} from './support/automations';
import { connectedUser, createPublishingApp } from './support/publishing';
import { me } from './support/requests';
import { useResource } from './support/app';

describe('an account’s automations', () => {
  const app = useResource(async () => (await createPublishingApp()).app);

  it('starts with both off, and keeps what is saved', async () => {
    const person = await connectedUser(app);
    expect(await getAutomations(app, person.token, person.accountId)).toEqual({
      autoPlug: { enabled: false, likes: 20, texts: [] },
      autoRepost: { enabled: false, afterHours: 12, unavailable: null },
    });
    const body = automationsBody({
      likes: 3,
      texts: ['  Read more: https://example.com  ', 'Second plug'],
    });
    const saved = await putAutomations(app, person.token, person.accountId, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      autoPlug: {
        enabled: true,
        likes: 3,
        texts: ['Read more: https://example.com', 'Second plug'],
      },
      autoRepost: { enabled: true, afterHours: 12, unavailable: null },
    };
    expect(saved.json()).toEqual(expected);
    expect(await getAutomations(app, person.token, person.accountId)).toEqual(expected);
  });

  it('takes auto-plug off without texts, and takes back what it answered', async () => {
    const person = await connectedUser(app);
    const off = automationsBody({ enabled: false, texts: [] }, { enabled: false });
    expect((await putAutomations(app, person.token, person.accountId, off)).statusCode).toBe(200);
    const answered = await getAutomations(app, person.token, person.accountId);
    const again = await putAutomations(app, person.token, person.accountId, answered);
    expect(again.statusCode, again.body).toBe(200);
  });

  const x280 = 'x'.repeat(281);
  const refusals: [string, unknown, RegExp][] = [
    [
      'a threshold of 0',
      automationsBody({ likes: 0 }),
      /autoPlug\.likes must be a whole number 1 or more/,
    ],
    ['a negative threshold', automationsBody({ likes: -4 }), /autoPlug\.likes/],
    ['a threshold that is no whole number', automationsBody({ likes: 2.5 }), /autoPlug\.likes/],
    ['no texts while on', automationsBody({ texts: [] }), /autoPlug\.texts must hold 1 to 10/],
    [
      'eleven texts',
      automationsBody({ texts: Array.from({ length: 11 }, (_, i) => `Plug ${i}`) }),
      /autoPlug\.texts may hold at most 10/,
    ],
    [
      'a text too long for X',
      automationsBody({ texts: ['Fine', x280] }),
      /autoPlug\.texts\[1\] is 281 characters as X counts them; the limit is 280/,
    ],
    ['an empty text', automationsBody({ texts: ['Fine', '   '] }), /autoPlug\.texts\[1\] is empty/],
    [
      'a character X refuses',
      automationsBody({ texts: ['Turn \u202Earound'] }),
      /autoPlug\.texts\[0\] holds characters no network accepts \(U\+202E\)/,
    ],
    [
      'two texts X takes for the same',
      automationsBody({ texts: ['Read the guide', ' read  THE guide '] }),
      /autoPlug\.texts\[1\] repeats autoPlug\.texts\[0\] word for word/,
    ],
    [
      'a repost after 0 hours',
      automationsBody({}, { afterHours: 0 }),
      /autoRepost\.afterHours must be a whole number from 1 to 168/,
    ],
    [
      'a repost after 169 hours',
      automationsBody({}, { afterHours: 169 }),
      /autoRepost\.afterHours must be a whole number from 1 to 168/,
    ],
    [
      'a text that is not text',
      automationsBody({ texts: [42 as unknown as string] }),
      /autoPlug\.texts/,
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming it, and changes nothing',
    async (_name, body, message) => {
      const person = await connectedUser(app);
      const before = automationsBody({ likes: 9, texts: ['Kept plug'] }, { afterHours: 30 });
      await putAutomations(app, person.token, person.accountId, before);
      const response = await putAutomations(app, person.token, person.accountId, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        message: expect.stringMatching(message),
      });
      expect(await getAutomations(app, person.token, person.accountId)).toEqual({
        autoPlug: before.autoPlug,
        autoRepost: { ...before.autoRepost, unavailable: null },
      });
    },
  );

  it('checks texts by the account’s own network: Bluesky graphemes, Mastodon’s limit', async () => {
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    // 150 emoji: 150 graphemes on Bluesky, 300 on X's weighted count.
    const emoji = '🙂'.repeat(150);
    const bluesky = await sandboxAccountOn(app, userId, 'bluesky');
    expect(
      (await putAutomations(app, token, bluesky, automationsBody({ texts: [emoji] }))).statusCode,
    ).toBe(200);
    const tooLong = await putAutomations(
      app,
      token,
      bluesky,
      automationsBody({ texts: ['b'.repeat(301)] }),
    );
    expect(tooLong.json().message).toMatch(
      /301 graphemes as Bluesky counts them; the limit is 300/,
    );
    const mastodon = await sandboxAccountOn(app, userId, 'mastodon');
    const long = 'm'.repeat(400);
    expect(
      (await putAutomations(app, token, mastodon, automationsBody({ texts: [long] }))).statusCode,
    ).toBe(200);
    const over = await putAutomations(
      app,
      token,
      mastodon,
      automationsBody({ texts: ['m'.repeat(501)] }),
    );
    expect(over.json().message).toMatch(/501 characters as Mastodon counts them; the limit is 500/);
  });

  it('answers 404 for another person’s account, and changes nothing of theirs', async () => {
    const owner = await connectedUser(app);
    const saved = automationsBody({ likes: 7 });
    await putAutomations(app, owner.token, owner.accountId, saved);
    const other = await connectedUser(app);
    const read = await app.inject({
      url: `/api/v0/accounts/${owner.accountId}/automations`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(read.statusCode).toBe(404);
    const write = await putAutomations(
      app,
      other.token,
      owner.accountId,
      automationsBody({ likes: 1 }),
    );
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ code: 'not_found' });
    expect((await getAutomations(app, owner.token, owner.accountId)).autoPlug.likes).toBe(7);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';

import { signIn, useResource, useTestApp } from './support/app';

import { startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';
import { me } from './support/requests';
import { connectX, fakeXEnv, getXAccount, withXToken } from './support/x';

const TWO_HOURS = 2 * 60 * 60 * 1000;

describe('X access tokens: renewed under a lock on the account, each refresh token spent once', () => {
  const clock = { offsetMs: 0 };
  const fake: FakeX = useResource(async () => {
    trustLoopbackCertificate();
    return startFakeX();
  });
  const app = useTestApp(() => ({
    env: fakeXEnv(fake),
    now: () => new Date(Date.now() + clock.offsetMs),
  }));

  async function connectedUser() {
    clock.offsetMs = 0;
    const token = await signIn(app);
    await connectX(app, token);
    return { token, userId: (await me(app, token))._id };
  }
  const whoAmI = (userId: string) =>
    withXToken(app, userId, (accessToken) => app.deps.x.me(accessToken));

  it('renews an expired token once however many callers race for it', async () => {
    const { userId } = await connectedUser();
    const spentBefore = fake.refreshSpends.length;
    fake.expireAccessTokens();
    clock.offsetMs = TWO_HOURS;
    fake.refreshDelayMs = 150;
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => whoAmI(userId)));
      for (const user of answers) expect(user.username).toBe(fake.user.username);
    } finally {
      fake.refreshDelayMs = 0;
    }
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
    expect(fake.refusedRefreshes).toBe(0);
    // The new pair was stored with the new expiry: later calls use it without renewing.
    expect(await whoAmI(userId)).toMatchObject({ id: fake.user.id });
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
  });

  it('renews once when X answers 401 to a token it thought valid', async () => {
    const { userId } = await connectedUser();
    const spentBefore = fake.refreshSpends.length;
    fake.expireAccessTokens();
    const answers = await Promise.all(Array.from({ length: 4 }, () => whoAmI(userId)));
    expect(answers.map((user) => user.id)).toEqual(Array(4).fill(fake.user.id));
    expect(fake.refusedRefreshes).toBe(0);
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
  });

  it('marks the account for reconnecting when X refuses the refresh', async () => {
    const { token, userId } = await connectedUser();
    const [row] = await app.deps.db.select().from(accounts).where(eq(accounts.userId, userId));
    // Someone else spends the refresh token first (as a second, unlocked refresh would).
    const spend = await fetch(`${fake.url}/2/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: app.deps.encryption.decrypt(row!.credentials.refreshToken!),
      }),
    });
    expect(spend.status).toBe(200);
    clock.offsetMs = TWO_HOURS;
    await expect(whoAmI(userId)).rejects.toMatchObject({ code: 'account_reconnect_required' });
    expect(await getXAccount(app, token)).toMatchObject({ status: 'reconnect' });
    await expect(whoAmI(userId)).rejects.toMatchObject({ code: 'account_reconnect_required' });
  });

  it('says so when no account is connected', async () => {
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    await expect(whoAmI(userId)).rejects.toMatchObject({ code: 'account_not_connected' });
  });
});

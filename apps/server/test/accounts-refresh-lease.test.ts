import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_LEASE_MS } from '../src/accounts/session';
import { accounts } from '../src/db/schema';
import type { App } from '../src/types';
import { createSecondInstance, signIn, useResource, useTestApp } from './support/app';
import { waitUntil } from './support/publishing';
import { me } from './support/requests';
import { connectX, fakeXEnv, withXToken } from './support/x';
import { startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';

const ENCRYPTION_KEY = 'refresh-lease-test-encryption-key-long-enough';
/** Far longer than any of these steps takes; reaching it means the step was held up. */
const BLOCKED_AFTER_MS = 10_000;

/** Fails naming `what` when `step` has not ended after BLOCKED_AFTER_MS: something held it. */
async function notHeldUp<T>(step: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const heldUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was held up`)), BLOCKED_AFTER_MS);
  });
  try {
    return await Promise.race([step, heldUp]);
  } finally {
    clearTimeout(timer);
  }
}

describe('credentials renewed holding a refresh lease, not a row lock across the call', () => {
  const clock = { offsetMs: 0 };
  const fake: FakeX = useResource(async () => {
    trustLoopbackCertificate();
    return startFakeX();
  });
  const options = () => ({
    env: { ...fakeXEnv(fake), ENCRYPTION_KEY },
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  const app = useTestApp(options);

  let connected = 0;
  async function connectedUser(username: string) {
    clock.offsetMs = 0;
    connected += 1;
    fake.user = {
      id: `14000000000000001${String(connected).padStart(2, '0')}`,
      username,
      name: username,
    };
    const token = await signIn(app);
    await connectX(app, token);
    const userId = (await me(app, token))._id;
    const [row] = await app.deps.db.select().from(accounts).where(eq(accounts.userId, userId));
    return { userId, accountId: row!.id };
  }
  const whoAmI = (on: App, userId: string) =>
    withXToken(on, userId, (accessToken) => on.deps.x.me(accessToken));
  /** Makes the account's access token count as about to end, so the next call renews it. */
  const endingSoon = (accountId: string) =>
    app.deps.db
      .update(accounts)
      .set({ expiresAt: new Date(Date.now() + clock.offsetMs - 1000) })
      .where(eq(accounts.id, accountId));

  it('spends the refresh token once for two callers, and holds nothing else while X answers', async () => {
    const renewing = await connectedUser('renewing_one');
    const other = await connectedUser('other_one');
    await endingSoon(renewing.accountId);
    const spentBefore = fake.refreshSpends.length;
    // On PostgreSQL the second caller is another instance, as a second worker process would be.
    const second = process.env.TEST_DATABASE_URL ? await createSecondInstance(app, options()) : app;
    let answerRefresh = () => {};
    fake.refreshGate = new Promise<void>((resolve) => (answerRefresh = resolve));
    const racing = [whoAmI(app, renewing.userId), whoAmI(second, renewing.userId)];
    try {
      await waitUntil(() => fake.refreshSpends.length > spentBefore, 'a refresh at X');
      // X has the refresh and has not answered: another account's call goes through, and the
      // renewing account's row can be locked at once (a renewal holding it would refuse NOWAIT).
      const otherAnswer = await notHeldUp(whoAmI(app, other.userId), "another account's call");
      expect(otherAnswer.username).toBe('other_one');
      await notHeldUp(
        app.deps.db.transaction((tx) =>
          tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(eq(accounts.id, renewing.accountId))
            .for('update', { noWait: true }),
        ),
        "a lock on the renewing account's row",
      );
    } finally {
      answerRefresh();
      fake.refreshGate = null;
    }
    try {
      const answers = await Promise.all(racing);
      expect(answers.map((user) => user.username)).toEqual(['renewing_one', 'renewing_one']);
    } finally {
      if (second !== app) await second.close();
    }
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
    expect(fake.refusedRefreshes).toBe(0);
    const [row] = await app.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, renewing.accountId));
    expect(row).toMatchObject({ refreshLeaseToken: null, refreshLeaseUntil: null });
  });

  it('takes over a renewal whose holder died, once its lease has run out', async () => {
    const renewing = await connectedUser('left_behind');
    await endingSoon(renewing.accountId);
    // A worker took the lease and died before calling X.
    await app.deps.db
      .update(accounts)
      .set({
        refreshLeaseToken: 'a-worker-that-died',
        refreshLeaseUntil: new Date(Date.now() + REFRESH_LEASE_MS),
      })
      .where(eq(accounts.id, renewing.accountId));
    const spentBefore = fake.refreshSpends.length;
    const waiting = whoAmI(app, renewing.userId);
    clock.offsetMs = REFRESH_LEASE_MS + 1000;
    const answer = await notHeldUp(waiting, 'the renewal after the lease ran out');
    expect(answer.username).toBe('left_behind');
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
    expect(fake.refusedRefreshes).toBe(0);
  });
});

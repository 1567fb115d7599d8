import { describe, expect, it, onTestFinished } from 'vitest';
import type { NetworkKey } from '@quillpost/shared';
import { threadProblems } from './support/network-views';
import { listAccounts, personOn, publishThreadOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { settled, waitFor } from './support/publishing';

// A worker that takes the due publications together and sends them side by side.
const { fakes, app, views } = useNetworksServer({ workers: 1, concurrency: 3 });

describe.each<NetworkKey>(['x', 'bluesky'])('an expired session on %s', (network) => {
  it('is renewed once, under the account’s refresh lease, for three publications due at once', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const before = view.refreshes()!;
    view.expireAccessTokens();
    view.slowRefreshes(150);
    onTestFinished(() => view.slowRefreshes(0));
    // Due at the same moment, so one fetch takes them all.
    const dueAt = new Date(Date.now() + 1500).toISOString();
    const created = [];
    for (let i = 1; i <= 3; i++) {
      const texts = [`Expired on ${network} #${i}.`, `Renewed #${i}.`, `Sent #${i}.`];
      created.push(await publishThreadOn(app, person, person.account._id, texts, dueAt));
    }
    for (const publication of created) {
      const done = await waitFor(app, person.token, publication._id, settled);
      expect(done.status, done.error ?? '').toBe('published');
      expect(threadProblems(view, done)).toEqual([]);
    }
    // One refresh token spent; the runs that waited for the lock used what it stored.
    const after = view.refreshes()!;
    expect(after.spent - before.spent).toBe(1);
    expect(after.refused - before.refused).toBe(0);
    const [account] = await listAccounts(app, person.token);
    expect(account).toMatchObject({ network, status: 'connected' });
  });
});

describe('a revoked token on Mastodon, which has no refresh', () => {
  it('marks the account to reconnect and fails the publication saying so, sending nothing', async () => {
    const view = views.mastodon;
    const person = await personOn(app, fakes, 'mastodon');
    view.expireAccessTokens();
    const texts = ['Revoked on mastodon.', 'Never sent.', 'Nor this.'];
    const created = await publishThreadOn(app, person, person.account._id, texts);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(
      'Post 1 of 3 was not sent: Mastodon no longer accepts this connection. Reconnect the account in Settings.',
    );
    expect(done.parts.map((part) => part.status)).toEqual(['pending', 'pending', 'pending']);
    expect(view.posts().filter((post) => texts.includes(post.text))).toEqual([]);
    const [account] = await listAccounts(app, person.token);
    expect(account).toMatchObject({ network: 'mastodon', status: 'reconnect' });
  });
});

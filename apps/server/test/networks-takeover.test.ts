import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS } from '@quillpost/shared';
import { publications } from '../src/db/schema';
import { publishPublication } from '../src/publications/publish';
import { threadProblems } from './support/network-views';
import { personOn, publishThreadOn } from './support/networks';
import { LEASE_SECONDS, useNetworksServer } from './support/networks-server';
import { settled, waitFor } from './support/publishing';
import { stoppableDatabase } from './support/stopped-worker';

/** Well under the queue's expiry of a job: only the lease's follow-up can bring it back. */
const TAKEOVER_BOUND_MS = (LEASE_SECONDS + 20) * 1000;

const { fakes, app, views } = useNetworksServer();

describe.each(NETWORK_KEYS)('a worker that stops mid-thread on %s', (network) => {
  it('is replaced after its lease, and every part goes out once, in one chain', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const texts = [`Stopped on ${network} one.`, 'Stopped two.', 'Stopped three.', 'Stopped four.'];
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const created = await publishThreadOn(app, person, person.account._id, texts, inAnHour);
    // Due now, while its job waits for the hour: the running workers take it up only from the
    // job the stopping worker's lease leaves behind.
    await app.deps.db
      .update(publications)
      .set({ publishAt: new Date() })
      .where(eq(publications.id, created._id));
    const heldText = created.parts[2]!.text;
    const held = view.hold(heldText);

    const stopping = stoppableDatabase(app.deps.db);
    const context = { signal: new AbortController().signal, retryCount: 0 };
    void publishPublication({ ...app.deps, db: stopping.db }, created._id, context);
    await held.arrived;
    stopping.stop();
    // The held request goes on only once the worker taking over has sent the part itself (with
    // the same send key): X made the post already; Bluesky's record key and Mastodon's
    // Idempotency-Key must keep the two requests to one post.
    if (network !== 'x') {
      await view.attempted(heldText, 2);
      held.release();
    }

    const done = await waitFor(app, person.token, created._id, settled, TAKEOVER_BOUND_MS);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    for (const part of done.parts.slice(0, 2)) expect(view.attemptsOf(part.text)).toBe(1);
  }, 60_000);
});

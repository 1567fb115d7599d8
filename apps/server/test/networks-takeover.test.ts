import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS } from '@quillpost/shared';
import { threadProblems } from './support/network-views';
import { personOn, publishThreadOn } from './support/networks';
import { LEASE_SECONDS, useNetworksServer } from './support/networks-server';
import { settled, waitFor } from './support/publishing';
import { stopWorkerWhileHeld } from './support/stopped-worker';

/** Well under the queue's expiry of a job: only the look for lapsed leases can bring it back. */
const TAKEOVER_BOUND_MS = (LEASE_SECONDS + 20) * 1000;

const { fakes, app, views } = useNetworksServer();

describe.each(NETWORK_KEYS)('a worker that stops mid-thread on %s', (network) => {
  it('is replaced after its lease, and every part goes out once, in one chain', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const texts = [`Stopped on ${network} one.`, 'Stopped two.', 'Stopped three.', 'Stopped four.'];
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const created = await publishThreadOn(app, person, person.account._id, texts, inAnHour);
    await stopWorkerWhileHeld(app, view, {
      network,
      publicationId: created._id,
      heldText: created.parts[2]!.text,
    });

    const done = await waitFor(app, person.token, created._id, settled, TAKEOVER_BOUND_MS);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    for (const part of done.parts.slice(0, 2)) expect(view.attemptsOf(part.text)).toBe(1);
  }, 60_000);
});

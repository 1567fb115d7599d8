import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS, type NetworkKey, type Publication } from '@quillpost/shared';
import type { NetworkRegistry } from '../src/networks/registry';
import type { App } from '../src/types';
import { startJobWorkers } from '../src/jobs/list';
import { queuePublication } from '../src/publications/job';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import {
  createSecondInstance,
  createTestApp,
  useResource,
  type TestAppOptions,
} from './support/app';
import { networkViews, threadProblems } from './support/network-views';
import {
  networksEnv,
  personOnEveryNetwork,
  publishThreadOn,
  startNetworkFakes,
} from './support/networks';
import { settled, waitFor } from './support/publishing';

/** Posts each instance's workers sent, so a test sees that both took part. */
const sentBy = { first: 0, second: 0 };

/** The instance's networks, each post counted as the instance's. */
function counted(registry: NetworkRegistry, instance: keyof typeof sentBy): NetworkRegistry {
  return {
    all: () => registry.all(),
    find(key, provider) {
      const network = registry.find(key, provider);
      if (!network) return null;
      return {
        ...network,
        post(session, input) {
          sentBy[instance] += 1;
          return network.post(session, input);
        },
      };
    },
  };
}

/** A job worker of the instance, with a queue connection of its own, running two jobs at once. */
async function startWorker(app: App, instance: keyof typeof sentBy) {
  const jobs = createPgBossJobs({ connection: app.deps.database.queue, concurrency: 2 });
  await startJobWorkers({ ...app.deps, jobs, networks: counted(app.deps.networks, instance) });
  return jobs;
}

// Two servers on one PostgreSQL, as two processes are; PGlite is one process's.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances publishing on one database', () => {
  const fakes = useResource(startNetworkFakes);
  const servers = useResource(async () => {
    const options: TestAppOptions = {
      env: {
        ...networksEnv(fakes),
        // Both read the credentials and registrations the other sealed.
        ENCRYPTION_KEY: 'an-encryption-key-that-is-long-enough-for-tests',
        // Two publications at once in each worker, so neither takes every due one in one fetch.
        PUBLISH_CONCURRENCY: '2',
      },
      publishing: { leaseSeconds: 3, retryBaseMs: 50 },
    };
    const first = await createTestApp(options);
    const second = await createSecondInstance(first, options);
    const workers = [await startWorker(first, 'first'), await startWorker(second, 'second')];
    return {
      first,
      second,
      close: async () => {
        for (const jobs of workers) await jobs.stop();
        await second.close();
        await first.close();
      },
    };
  });

  it('sends each part of many publications across the three networks once', async () => {
    const views = networkViews(fakes);
    const people = [
      await personOnEveryNetwork(servers.first, fakes),
      await personOnEveryNetwork(servers.second, fakes),
    ];
    // Some sends go wrong on each network: a lost answer, a 5xx.
    for (const network of NETWORK_KEYS) {
      views[network].lostAnswer(`Busy 1.2 on ${network}`);
      views[network].unavailable(`Busy 2.1 on ${network}`);
    }
    // All due at the same moment, created through either instance, each with a second job.
    const dueAt = new Date(Date.now() + 2000).toISOString();
    const created: { token: string; publication: Publication }[] = [];
    for (const [p, person] of people.entries()) {
      const app = p === 0 ? servers.first : servers.second;
      for (let t = 1; t <= 4; t++) {
        for (const network of NETWORK_KEYS) {
          const texts = [1, 2, 3].map((i) => `Busy ${t}.${i} on ${network} by ${p}.`);
          const accountId = person.accounts[network]._id;
          const publication = await publishThreadOn(app, person, accountId, texts, dueAt);
          created.push({ token: person.token, publication });
          // A stray job for the same publication and moment, left by the other instance.
          const other = app === servers.first ? servers.second : servers.first;
          await queuePublication(other.deps, publication._id, new Date(dueAt));
        }
      }
    }

    for (const { token, publication } of created) {
      const done = await waitFor(servers.first, token, publication._id, settled);
      expect(done.status, done.error ?? '').toBe('published');
      expect(threadProblems(views[done.network as NetworkKey], done)).toEqual([]);
    }
    // Nothing else went out: three posts for each publication on the network.
    for (const network of NETWORK_KEYS) {
      const sent = views[network].posts().filter((post) => post.text.includes(' by '));
      const publications = created.filter((each) => each.publication.network === network);
      expect(sent).toHaveLength(publications.length * 3);
    }
    expect(sentBy.first).toBeGreaterThan(0);
    expect(sentBy.second).toBeGreaterThan(0);
  }, 120_000);
});

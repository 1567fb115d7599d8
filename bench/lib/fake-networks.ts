import { NETWORK_KEYS, NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import { addPosting, startFakeBluesky, startFakeMastodon, startFakeX } from '@quillpost/testing';
import { connectAccount } from './connect-accounts';
import type { Publisher } from './seed-publishing';

/** What one fake network received: each post stored, and every text it was asked to post. */
export interface Received {
  posts: { text: string; at: number }[];
  attempts: string[];
}

/** The i-th person, connecting their one account. */
interface Person {
  publisher: Publisher;
  index: number;
  handle: string;
}

/** One network's fake as the bench drives it. */
interface BenchFake {
  /** What the server (and its workers) needs to reach it. */
  env: Record<string, string>;
  /** Connects the person's account through the server's API (signed in with `token`). */
  connect(baseUrl: string, token: string, person: Person): Promise<void>;
  /** Makes it take this long to answer a post. */
  answerPostsIn(ms: number): void;
  /**
   * Answers the next `times` posts whose text holds `marker` with a 429 (X's fake only); returns
   * the function that lifts the refusals again and answers how many posts were refused.
   */
  refuseWithRateLimit?(marker: string, times: number): () => number;
  received(): Received;
  /**
   * The texts of the posts stored from position `start` on, and the position after them: the
   * fakes only ever add posts while the bench publishes.
   */
  textsFrom(start: number): { texts: string[]; next: number };
  close(): Promise<void>;
}

const textsOf = <T>(items: T[], start: number, text: (item: T) => string | null) => ({
  texts: items
    .slice(start)
    .map(text)
    .filter((one): one is string => one !== null),
  next: items.length,
});

/** A rate limit that lifts a few seconds after each refusal, so the sender keeps coming back. */
const RATE_LIMIT_WINDOW_MS = 5_000;

async function fakeX(): Promise<BenchFake> {
  const x = await startFakeX();
  const posting = addPosting(x);
  return {
    env: {
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_API_URL: x.url,
      X_AUTHORIZE_URL: x.authorizeUrl,
    },
    async connect(baseUrl, token, { publisher, index, handle }) {
      const id = String(1_500_000_000_000_000_000n + BigInt(index));
      x.user = { id, username: handle, name: publisher.name };
      await connectAccount(baseUrl, token, { network: 'x' });
    },
    answerPostsIn: (ms) => void (posting.delayMs = ms),
    refuseWithRateLimit(marker, times) {
      // One fault answering `times` posts: each post asks the fake's faults in turn, so as
      // many faults as refusals would cost every other account's post a scan of them all.
      const fault = {
        kind: 'rate_limited' as const,
        when: marker,
        times,
        // Read when the refusal is answered: the limit always lifts a while after it.
        get resetAt() {
          return new Date(Date.now() + RATE_LIMIT_WINDOW_MS);
        },
      };
      posting.faults.push(fault);
      return () => {
        const at = posting.faults.indexOf(fault);
        if (at >= 0) posting.faults.splice(at, 1);
        return times - fault.times;
      };
    },
    received: () => ({
      posts: posting.posts.map((post) => ({ text: post.text, at: post.createdAt.getTime() })),
      attempts: posting.attempts,
    }),
    textsFrom: (start) => textsOf(posting.posts, start, (post) => post.text),
    close: () => x.close(),
  };
}

// The Bluesky and Mastodon fakes delay every answer, not only posts; while the bench's texts (no
// mentions, no links) are published the post is the only call, and figures are read an hour on.

async function fakeBluesky(): Promise<BenchFake> {
  const bluesky = await startFakeBluesky();
  return {
    env: {},
    async connect(baseUrl, token, { publisher, index }) {
      const user = bluesky.addUser({
        handle: `publisher-${index + 1}.bsky.social`,
        displayName: publisher.name,
      });
      await connectAccount(baseUrl, token, {
        network: 'bluesky',
        identifier: user.handle,
        appPassword: user.appPassword,
        service: bluesky.url,
      });
    },
    answerPostsIn: (ms) => void (bluesky.delayMs = ms),
    received: () => ({
      posts: bluesky.posts.map((post) => ({ text: post.text, at: Date.parse(post.indexedAt) })),
      attempts: bluesky.attempts,
    }),
    textsFrom: (start) => textsOf(bluesky.posts, start, (post) => post.text),
    close: () => bluesky.close(),
  };
}

async function fakeMastodon(): Promise<BenchFake> {
  const mastodon = await startFakeMastodon();
  return {
    env: {},
    async connect(baseUrl, token, { publisher, index, handle }) {
      const id = String(109_000_000_000_000_000n + BigInt(index));
      mastodon.account = { id, username: handle, displayName: publisher.name };
      await connectAccount(baseUrl, token, { network: 'mastodon', instance: mastodon.url });
    },
    answerPostsIn: (ms) => void (mastodon.delayMs = ms),
    received: () => ({
      posts: mastodon.statuses
        .filter((status) => status.reblogOfId === null)
        .map((status) => ({ text: status.text, at: status.createdAt.getTime() })),
      attempts: mastodon.attempts,
    }),
    textsFrom: (start) =>
      textsOf(mastodon.statuses, start, (status) =>
        status.reblogOfId === null ? status.text : null,
      ),
    close: () => mastodon.close(),
  };
}

/** Every network's fake: a network added to NETWORK_KEYS fails the type check until it is here. */
const STARTERS: Record<NetworkKey, () => Promise<BenchFake>> = {
  x: fakeX,
  bluesky: fakeBluesky,
  mastodon: fakeMastodon,
};

/** The networks' names for the report: "X, Bluesky and Mastodon". */
export const NETWORKS_NAMED = NETWORK_KEYS.map((network) => NETWORK_NAMES[network])
  .join(', ')
  .replace(/, ([^,]+)$/, ' and $1');

/** The fakes of every network, each person's account on one of them. */
export interface FakeNetworks {
  /** What the server (and its workers) needs to reach the fakes. */
  env: Record<string, string>;
  /** The network of the i-th person: X, Bluesky, Mastodon, X, ... so each has a third. */
  networkOf(index: number): NetworkKey;
  /** Connects the i-th person's account on their network through the server's API. */
  connect(baseUrl: string, token: string, publisher: Publisher, index: number): Promise<void>;
  /** Makes every fake take this long to answer a post. */
  answerPostsIn(ms: number): void;
  /**
   * Fake X answers 429 to the next `times` posts whose text holds `marker`; returns the function
   * that lifts the refusals again and answers how many posts were refused.
   */
  refuseOnXWithRateLimit(marker: string, times: number): () => number;
  received(): Record<NetworkKey, Received>;
  /**
   * Waits until every publication's parts are stored on its network, or until `deadline`
   * (epoch ms). Each look reads only the posts stored since the last: a look at everything
   * stored, twice a second, cost the bench's process (where the fakes answer) more with every
   * round, and delayed the fakes' answers with it.
   */
  untilReceived(
    publications: { network: NetworkKey; parts: string[] }[],
    deadline: number,
  ): Promise<void>;
  close(): Promise<void>;
}

const LOOK_EVERY_MS = 250;

export async function startFakeNetworks(): Promise<FakeNetworks> {
  const fakes = {} as Record<NetworkKey, BenchFake>;
  for (const network of NETWORK_KEYS) fakes[network] = await STARTERS[network]();
  const all = Object.values(fakes);
  const networkOf = (index: number) => NETWORK_KEYS[index % NETWORK_KEYS.length]!;
  return {
    env: {
      ...Object.assign({}, ...all.map((fake) => fake.env)),
      // A Bluesky service and a Mastodon instance are addresses people type, refused on
      // loopback unless this lifts the guard.
      ALLOW_PRIVATE_NETWORK_HOSTS: 'true',
    },
    networkOf,
    connect: (baseUrl, token, publisher, index) =>
      fakes[networkOf(index)].connect(baseUrl, token, {
        publisher,
        index,
        handle: `publisher_${index + 1}`,
      }),
    answerPostsIn: (ms) => all.forEach((fake) => fake.answerPostsIn(ms)),
    refuseOnXWithRateLimit: (marker, times) => fakes.x.refuseWithRateLimit!(marker, times),
    received: () =>
      Object.fromEntries(
        NETWORK_KEYS.map((network) => [network, fakes[network].received()]),
      ) as Record<NetworkKey, Received>,
    async untilReceived(publications, deadline) {
      const waiting = Object.fromEntries(
        NETWORK_KEYS.map((network) => [network, new Set<string>()]),
      ) as Record<NetworkKey, Set<string>>;
      for (const { network, parts } of publications) parts.forEach((t) => waiting[network].add(t));
      const read = Object.fromEntries(NETWORK_KEYS.map((network) => [network, 0]));
      const left = () => NETWORK_KEYS.some((network) => waiting[network].size > 0);
      while (Date.now() < deadline) {
        for (const network of NETWORK_KEYS) {
          const { texts, next } = fakes[network].textsFrom(read[network]!);
          read[network] = next;
          for (const text of texts) waiting[network].delete(text);
        }
        if (!left()) return;
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      }
    },
    close: async () => {
      await Promise.all(all.map((fake) => fake.close()));
    },
  };
}

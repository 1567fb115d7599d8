import { NETWORK_KEYS, type NetworkKey } from '@quillpost/shared';
import {
  addPosting,
  startFakeBluesky,
  startFakeMastodon,
  startFakeX,
  type FakeBluesky,
  type FakeMastodon,
  type FakeX,
  type FakeXPosting,
} from '@quillpost/testing';
import { connectAccount } from './connect-accounts';
import type { Publisher } from './seed-publishing';

/** What one fake network received: each post stored, and every text it was asked to post. */
export interface Received {
  posts: { text: string; at: number }[];
  attempts: string[];
}

/** The fakes of X, Bluesky and Mastodon, each person's account on one of them. */
export interface FakeNetworks {
  /** What the server (and its workers) needs to reach the fakes. */
  env: Record<string, string>;
  /** The network of the i-th person: X, Bluesky, Mastodon, X, ... so each has a third. */
  networkOf(index: number): NetworkKey;
  /** Connects the i-th person's account on their network through the server's API. */
  connect(baseUrl: string, token: string, publisher: Publisher, index: number): Promise<void>;
  /** Makes every fake take this long to answer a post. */
  answerPostsIn(ms: number): void;
  received(): Record<NetworkKey, Received>;
  close(): Promise<void>;
}

export async function startFakeNetworks(): Promise<FakeNetworks> {
  const x: FakeX = await startFakeX();
  const xPosting: FakeXPosting = addPosting(x);
  const bluesky: FakeBluesky = await startFakeBluesky();
  const mastodon: FakeMastodon = await startFakeMastodon();
  const networkOf = (index: number) => NETWORK_KEYS[index % NETWORK_KEYS.length]!;

  return {
    env: {
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_API_URL: x.url,
      X_AUTHORIZE_URL: x.authorizeUrl,
      // A Bluesky service and a Mastodon instance are addresses people type, refused on
      // loopback unless this lifts the guard.
      ALLOW_PRIVATE_NETWORK_HOSTS: 'true',
    },
    networkOf,
    async connect(baseUrl, token, publisher, index) {
      const network = networkOf(index);
      const handle = `publisher_${index + 1}`;
      if (network === 'x') {
        x.user = {
          id: String(1_500_000_000_000_000_000n + BigInt(index)),
          username: handle,
          name: publisher.name,
        };
        return connectAccount(baseUrl, token, { network: 'x' });
      }
      if (network === 'mastodon') {
        mastodon.account = {
          id: String(109_000_000_000_000_000n + BigInt(index)),
          username: handle,
          displayName: publisher.name,
        };
        return connectAccount(baseUrl, token, { network: 'mastodon', instance: mastodon.url });
      }
      const user = bluesky.addUser({
        handle: `publisher-${index + 1}.bsky.social`,
        displayName: publisher.name,
      });
      return connectAccount(baseUrl, token, {
        network: 'bluesky',
        identifier: user.handle,
        appPassword: user.appPassword,
        service: bluesky.url,
      });
    },
    answerPostsIn(ms) {
      xPosting.delayMs = ms;
      // Bluesky's and Mastodon's fakes delay every answer; while publishing the bench's texts
      // (no mentions, no links) the post is the only call, so only posts are slowed.
      bluesky.delayMs = ms;
      mastodon.delayMs = ms;
    },
    received: () => ({
      x: {
        posts: xPosting.posts.map((post) => ({ text: post.text, at: post.createdAt.getTime() })),
        attempts: xPosting.attempts,
      },
      bluesky: {
        posts: bluesky.posts.map((post) => ({ text: post.text, at: Date.parse(post.indexedAt) })),
        attempts: bluesky.attempts,
      },
      mastodon: {
        posts: mastodon.statuses
          .filter((status) => status.reblogOfId === null)
          .map((status) => ({ text: status.text, at: status.createdAt.getTime() })),
        attempts: mastodon.attempts,
      },
    }),
    close: async () => {
      await Promise.all([x.close(), bluesky.close(), mastodon.close()]);
    },
  };
}

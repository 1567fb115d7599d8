import { AtpAgent } from '@atproto/api';
import type { Account } from '@quillpost/shared';
import type { FakeMastodonStatus } from '@quillpost/testing';
import type { NetworkFakes } from './networks';

/** A read of the account's history as the fake saw it: where it started and how far back. */
export interface HistoryRead {
  /** The page it asked for; null for the newest. */
  cursor: string | null;
  /** Whether it asked for posts after a given one only. */
  newerOnly: boolean;
}

export type HistoryFault =
  { kind: 'rate_limited'; resetAt: Date } | { kind: 'refused'; message: string };

/**
 * The history of an account on the fake Bluesky or Mastodon, seen the same way: posts it made
 * before Quillpost, with reposts (of its own posts and of someone else's) and others' posts
 * mixed in, the reads the fake saw, and faults for a later read.
 */
export interface FakeHistory {
  /** Adds `count` posts of the account's own, each followed now and then by reposts. */
  addOwnPosts(count: number): Promise<void>;
  /** The ids of the account's own posts, newest first. */
  ownIds(): string[];
  /** The text of an own post by id. */
  textOf(id: string): string;
  /** Deletes an own post at the network. */
  deleteOwn(id: string): Promise<void>;
  reads(): HistoryRead[];
  /** The read after `afterReads` more reads answers the fault instead of the page. */
  fault(fault: HistoryFault, afterReads: number): void;
  /** How many posts one page of the account's history holds at most. */
  pageSize: number;
}

let seeded = 0;

async function blueskyHistory(fakes: NetworkFakes, account: Account): Promise<FakeHistory> {
  const fake = fakes.bluesky;
  const signedIn = async (did: string) => {
    const user = fake.users.find((candidate) => candidate.did === did)!;
    const agent = new AtpAgent({ service: fake.url });
    await agent.login({ identifier: user.handle, password: user.appPassword });
    return agent;
  };
  const own = await signedIn(account.remoteId);
  const other = await signedIn(fake.addUser({ handle: `someone-${++seeded}.bsky.social` }).did);
  const ownPosts: { uri: string; cid: string; text: string }[] = [];
  const readsBefore = fake.feedReads.length;
  return {
    pageSize: 50,
    async addOwnPosts(count) {
      for (let i = 0; i < count; i++) {
        const text = `Before Quillpost on Bluesky, post ${++seeded}.`;
        ownPosts.unshift({ ...(await own.post({ text })), text });
        if (i % 7 !== 3) continue;
        const theirs = await other.post({ text: `Someone else's post ${seeded}.` });
        await own.repost(theirs.uri, theirs.cid);
        await own.repost(ownPosts.at(-1)!.uri, ownPosts.at(-1)!.cid);
      }
    },
    ownIds: () => ownPosts.map((post) => post.uri),
    textOf: (id) => ownPosts.find((post) => post.uri === id)!.text,
    async deleteOwn(id) {
      await own.deletePost(id);
      ownPosts.splice(
        ownPosts.findIndex((post) => post.uri === id),
        1,
      );
    },
    reads: () =>
      fake.feedReads
        .slice(readsBefore)
        .filter((read) => read.get('actor') === account.remoteId)
        .map((read) => ({ cursor: read.get('cursor'), newerOnly: false })),
    fault: (fault, afterReads) => void fake.readFaults.push({ ...fault, afterReads }),
  };
}

function mastodonHistory(fakes: NetworkFakes, account: Account): FakeHistory {
  const fake = fakes.mastodon;
  const someone = { id: `20900000${++seeded}`, username: `someone_${seeded}`, displayName: 'S' };
  const readsBefore = fake.statusReads.length;
  const ownOf = (status: FakeMastodonStatus) =>
    status.account.id === account.remoteId && !status.reblogOfId;
  const status = (fields: Partial<FakeMastodonStatus>): FakeMastodonStatus => {
    const made: FakeMastodonStatus = {
      id: fake.nextId(),
      account: { id: account.remoteId, username: account.handle, displayName: account.name },
      text: '',
      spoilerText: '',
      visibility: 'public',
      inReplyToId: null,
      mediaIds: [],
      reblogOfId: null,
      createdAt: new Date(),
      favourites: 0,
      reblogs: 0,
      replies: 0,
      ...fields,
    };
    fake.statuses.push(made);
    return made;
  };
  return {
    pageSize: 40,
    async addOwnPosts(count) {
      for (let i = 0; i < count; i++) {
        const made = status({ text: `Before Quillpost <on> Mastodon & co,\npost ${++seeded}.` });
        fake.setCounts(made.id, { favourites: seeded % 5, reblogs: 1, replies: 2 });
        if (i % 7 !== 3) continue;
        const theirs = status({ account: someone, text: `Someone else's status ${seeded}.` });
        status({ reblogOfId: theirs.id });
        status({ reblogOfId: made.id });
      }
    },
    ownIds: () =>
      fake.statuses
        .filter(ownOf)
        .map((own) => own.id)
        .reverse(),
    textOf: (id) => fake.statuses.find((own) => own.id === id)!.text,
    deleteOwn: async (id) =>
      void fake.statuses.splice(
        fake.statuses.findIndex((own) => own.id === id),
        1,
      ),
    reads: () =>
      fake.statusReads
        .slice(readsBefore)
        .map((read) => ({ cursor: read.get('max_id') ?? null, newerOnly: read.has('since_id') })),
    fault: (fault, afterReads) => void fake.readFaults.push({ ...fault, afterReads }),
  };
}

/** The account's history on its network's fake (Bluesky or Mastodon). */
export function historyOnFake(fakes: NetworkFakes, account: Account): Promise<FakeHistory> {
  if (account.network === 'bluesky') return blueskyHistory(fakes, account);
  if (account.network === 'mastodon') return Promise.resolve(mastodonHistory(fakes, account));
  throw new Error(`no fake history for ${account.network}`);
}

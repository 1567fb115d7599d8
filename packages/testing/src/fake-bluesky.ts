import { addAccounts } from './fake-bluesky-accounts';
import { addRepo } from './fake-bluesky-repo';
import type { FakeBluesky, FakeBlueskyOptions } from './fake-bluesky-types';
import { addViews } from './fake-bluesky-views';
import { startXrpcServer } from './fake-bluesky-xrpc';

export type {
  FakeBluesky,
  FakeBlueskyBlob,
  FakeBlueskyCounts,
  FakeBlueskyOptions,
  FakeBlueskyPost,
  FakeBlueskyPostFault,
  FakeBlueskyReadFault,
  FakeBlueskyRepost,
  FakeBlueskyStrongRef,
  FakeBlueskyUser,
} from './fake-bluesky-types';

export async function startFakeBluesky(options: FakeBlueskyOptions = {}): Promise<FakeBluesky> {
  const fake = {
    users: [],
    accessTokenSeconds: options.accessTokenSeconds ?? 7200,
    refreshSpends: [],
    refusedRefreshes: 0,
    posts: [],
    reposts: [],
    blobs: [],
    attempts: [],
    faults: [],
    delayMs: 0,
    maxBlobBytes: 1_000_000,
    uploadFaults: [],
    readFaults: [],
    feedReads: [],
  } as unknown as FakeBluesky;
  const xrpc = await startXrpcServer(() => fake.delayMs);
  fake.url = xrpc.url;
  fake.close = xrpc.close;
  const { authenticate } = addAccounts(fake, xrpc);
  fake.user = fake.addUser({
    handle: 'ada.bsky.social',
    did: 'did:plc:ada7quillpost7fakebsky2x',
    appPassword: 'abcd-efgh-ijkl-mnop',
    email: 'ada@example.com',
    displayName: 'Ada on Bluesky',
    ...options.user,
  });
  addRepo(fake, xrpc, authenticate);
  addViews(fake, xrpc);
  return fake;
}

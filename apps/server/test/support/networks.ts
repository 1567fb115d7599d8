import { NETWORK_KEYS, type Account, type NetworkKey, type Publication } from '@quillpost/shared';
import {
  addPosting,
  startFakeBluesky,
  startFakeMastodon,
  startFakeX,
  trustLoopbackCertificate,
  type FakeBluesky,
  type FakeMastodon,
  type FakeX,
  type FakeXPosting,
} from '@quillpost/testing';
import type { App } from '../../src/types';
import { bearer, signIn } from './app';
import { fakeMetrics } from './analytics';
import { savePost, schedule, thread } from './publishing';
import { me } from './requests';
import { authorizeAtFakeX, callback, fakeXEnv } from './x';

/** X (with posting and figures), a Bluesky PDS and a Mastodon instance, over HTTPS on loopback. */
export interface NetworkFakes {
  x: FakeX;
  xPosting: FakeXPosting;
  xMetrics: ReturnType<typeof fakeMetrics>;
  bluesky: FakeBluesky;
  mastodon: FakeMastodon;
  close(): Promise<void>;
}

export async function startNetworkFakes(): Promise<NetworkFakes> {
  trustLoopbackCertificate();
  const [x, bluesky, mastodon] = await Promise.all([
    startFakeX(),
    startFakeBluesky(),
    startFakeMastodon(),
  ]);
  return {
    x,
    xPosting: addPosting(x),
    xMetrics: fakeMetrics(x),
    bluesky,
    mastodon,
    close: async () => {
      await Promise.all([x.close(), bluesky.close(), mastodon.close()]);
    },
  };
}

/**
 * The server's environment for the fakes: X's client at the fake X, and the addresses people
 * type (the instance, the Bluesky service) allowed on loopback, where the fakes listen.
 */
export const networksEnv = (fakes: NetworkFakes) => ({
  ...fakeXEnv(fakes.x),
  ALLOW_PRIVATE_NETWORK_HOSTS: 'true',
});

export const connectAccount = (app: App, token: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v0/accounts/connect',
    headers: bearer(token),
    payload: body,
  });

export async function listAccounts(app: App, token: string): Promise<Account[]> {
  const response = await app.inject({ url: '/api/v0/accounts', headers: bearer(token) });
  return (response.json() as { accounts: Account[] }).accounts;
}

/** What `POST /api/v0/accounts/connect` takes, as a test may send it. */
type ConnectBody = { network: string } & Record<string, unknown>;

/**
 * A browser-based connect through the accounts API: where the server sends the browser, and
 * the cookie that binds the flow to it (`name=value`).
 */
export async function startBrowserConnect(app: App, token: string, body: ConnectBody) {
  const response = await connectAccount(app, token, body);
  if (response.statusCode !== 200) throw new Error(`connect answered ${response.body}`);
  const name = `qp_connect_${body.network}=`;
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(name));
  return {
    authorize: new URL((response.json() as { url: string }).url),
    cookie: cookie?.split(';')[0],
  };
}

/** The instance's authorize page approves at once: the callback it sends the browser to. */
export async function approveAtInstance(authorize: URL): Promise<URL> {
  const answer = await fetch(authorize, { redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`authorize answered ${await answer.text()}`);
  return new URL(answer.headers.get('location')!);
}

/** The account the user holds on a network with this remote id. */
async function accountOn(app: App, token: string, network: NetworkKey, remoteId: string) {
  const account = (await listAccounts(app, token)).find(
    (each) => each.network === network && each.remoteId === remoteId,
  );
  if (!account) throw new Error(`no ${network} account ${remoteId} was connected`);
  return account;
}

let people = 0;

/** Connects a new X account on the fake X through the OAuth flow, with the binding cookie. */
export async function connectFakeXAccount(app: App, token: string, fakes: NetworkFakes) {
  const n = ++people;
  fakes.x.user = {
    id: `17${String(Date.now()).slice(-8)}${n}`,
    username: `ada_x_${n}`,
    name: `Ada ${n}`,
  };
  const { authorize, cookie } = await startBrowserConnect(app, token, { network: 'x' });
  const landing = await callback(app, await authorizeAtFakeX(authorize), cookie);
  if (landing.searchParams.get('x') !== 'connected') throw new Error(landing.href);
  return accountOn(app, token, 'x', fakes.x.user.id);
}

/** Connects a new account on the fake Mastodon instance through its OAuth flow and cookie. */
export async function connectFakeMastodonAccount(app: App, token: string, fake: FakeMastodon) {
  const n = ++people;
  fake.account = { id: `10900000${Date.now()}${n}`, username: `ada_${n}`, displayName: `Ada ${n}` };
  const { authorize, cookie } = await startBrowserConnect(app, token, {
    network: 'mastodon',
    instance: fake.url,
  });
  const landing = await callback(app, await approveAtInstance(authorize), cookie);
  if (landing.searchParams.get('account') !== 'connected') throw new Error(landing.href);
  return accountOn(app, token, 'mastodon', fake.account.id);
}

/** Connects a new account on the fake Bluesky with its handle and app password. */
export async function connectFakeBlueskyAccount(app: App, token: string, fake: FakeBluesky) {
  const user = fake.addUser({ handle: `ada-${++people}.bsky.social` });
  const response = await connectAccount(app, token, {
    network: 'bluesky',
    identifier: user.handle,
    appPassword: user.appPassword,
    service: fake.url,
  });
  if (response.statusCode !== 201) throw new Error(`connect answered ${response.body}`);
  return (response.json() as { account: Account }).account;
}

/** Connects a new account of the network's fake for the signed-in user. */
export function connectOnFake(app: App, token: string, fakes: NetworkFakes, network: NetworkKey) {
  if (network === 'x') return connectFakeXAccount(app, token, fakes);
  if (network === 'bluesky') return connectFakeBlueskyAccount(app, token, fakes.bluesky);
  return connectFakeMastodonAccount(app, token, fakes.mastodon);
}

async function signedIn(app: App) {
  const token = await signIn(app);
  return { token, userId: (await me(app, token))._id };
}

/** A person signed in with one account connected on the network's fake. */
export async function personOn(app: App, fakes: NetworkFakes, network: NetworkKey) {
  const person = await signedIn(app);
  return { ...person, account: await connectOnFake(app, person.token, fakes, network) };
}

/** A person signed in with one account connected on each network's fake. */
export async function personOnEveryNetwork(app: App, fakes: NetworkFakes) {
  const person = await signedIn(app);
  const accounts = {} as Record<NetworkKey, Account>;
  for (const network of NETWORK_KEYS) {
    accounts[network] = await connectOnFake(app, person.token, fakes, network);
  }
  return { ...person, accounts };
}

/** Saves a thread of the points and schedules it now on the account: the publication made. */
export async function publishThreadOn(
  app: App,
  person: { token: string; userId: string },
  accountId: string,
  points: string[],
  publishAt = 'now',
): Promise<Publication> {
  const postId = await savePost(app, person.userId, 'thread', thread(points, `🧵 ${points[0]}`));
  const response = await schedule(app, person.token, { postId, publishAt, accountId });
  if (response.statusCode !== 201) throw new Error(`schedule answered ${response.body}`);
  return (response.json() as { publication: Publication }).publication;
}

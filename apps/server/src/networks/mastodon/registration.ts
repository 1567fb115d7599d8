import type { NetworkContext } from '../context';
import { NetworkError } from '../network';
import { readAnswer, ZApp } from './entities';
import type { InstanceHttp } from './instance-http';

/** Where the network keeps its small values (registrations) in the context's key-values. */
export const KEY_VALUES_NETWORK = 'mastodon';
/** Reading and posting statuses, and reading the account (`read:accounts` is within `read`). */
export const SCOPES = 'read write';

export interface AppRegistration {
  clientId: string;
  clientSecret: string;
}

const registrationKey = (origin: string, redirectUri: string) => `${origin} ${redirectUri}`;

const asRegistration = (value: Record<string, string> | null): AppRegistration | null =>
  value?.clientId && value.clientSecret
    ? { clientId: value.clientId, clientSecret: value.clientSecret }
    : null;

/**
 * Quillpost's client registration at each instance, made once per instance and redirect URI.
 * The first registration saved is the one every server process uses (`putIfAbsent`), so two
 * connects racing to the same new instance end with one client; within a process the second
 * also waits for the first's request instead of registering again.
 */
export function createRegistrations(context: NetworkContext) {
  const underWay = new Map<string, Promise<AppRegistration>>();

  async function register(http: InstanceHttp, redirectUri: string): Promise<AppRegistration> {
    const { body } = await http.request({
      method: 'POST',
      path: '/api/v1/apps',
      form: {
        client_name: 'Quillpost',
        redirect_uris: redirectUri,
        scopes: SCOPES,
        website: context.publicUrl,
      },
    });
    const app = readAnswer(
      ZApp,
      body,
      () => new NetworkError('rejected', `${http.host} registered Quillpost without a client id`),
    );
    const kept = await context.keyValues.putIfAbsent(
      KEY_VALUES_NETWORK,
      registrationKey(http.origin, redirectUri),
      { clientId: app.client_id, clientSecret: app.client_secret },
    );
    return asRegistration(kept)!;
  }

  const find = async (origin: string, redirectUri: string) =>
    asRegistration(
      await context.keyValues.get(KEY_VALUES_NETWORK, registrationKey(origin, redirectUri)),
    );

  return {
    find,
    /** The registration kept for the instance and redirect URI, made now if there is none. */
    async ensure(http: InstanceHttp, redirectUri: string): Promise<AppRegistration> {
      const kept = await find(http.origin, redirectUri);
      if (kept) return kept;
      const key = registrationKey(http.origin, redirectUri);
      let pending = underWay.get(key);
      if (!pending) {
        pending = register(http, redirectUri).finally(() => underWay.delete(key));
        underWay.set(key, pending);
      }
      return pending;
    },
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;

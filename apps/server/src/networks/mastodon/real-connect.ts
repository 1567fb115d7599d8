import { MASTODON_DEFAULT_LIMIT } from '@quillpost/shared';
import type { NetworkContext } from '../context';
import {
  isNetworkError,
  NetworkError,
  type Connected,
  type Credentials,
  type OAuthConnect,
  type RemoteProfile,
} from '../network';
import { AddressRefused } from '../safe-address';
import { readCredentials } from './credentials';
import { readAnswer, ZAccount, ZInstance, ZToken, type Account } from './entities';
import { instanceHttp, type InstanceHttp } from './instance-http';
import { SCOPES, type Registrations } from './registration';

interface InstanceFacts {
  /** The domain in its accounts' handles (it may differ from the web address). */
  domain: string;
  maxLength: number;
}

/** `GET /api/v2/instance`: a Mastodon instance says its domain and its character limit. */
async function probe(http: InstanceHttp): Promise<InstanceFacts> {
  const notMastodon = () =>
    new NetworkError('rejected', `${http.host} does not answer like a Mastodon instance`);
  let body: unknown;
  try {
    ({ body } = await http.request({ path: '/api/v2/instance' }));
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    if (error.kind === 'unavailable' && error.status !== undefined) {
      throw new NetworkError('unavailable', `${http.host} answered ${error.status}`, {
        status: error.status,
      });
    }
    if (error.kind === 'unavailable' || error.kind === 'rate_limited') throw error;
    throw notMastodon();
  }
  const instance = readAnswer(ZInstance, body, notMastodon);
  const maxLength = instance.configuration?.statuses?.max_characters;
  if (!maxLength && !instance.domain) throw notMastodon();
  return { domain: instance.domain ?? http.host, maxLength: maxLength ?? MASTODON_DEFAULT_LIMIT };
}

function profileOf(account: Account, domain: string): RemoteProfile {
  const acct = account.acct ?? account.username;
  return {
    remoteId: account.id,
    handle: acct.includes('@') ? `@${acct}` : `@${account.username}@${domain}`,
    name: account.display_name?.trim() || account.username,
  };
}

async function verifiedAccount(http: InstanceHttp, accessToken: string): Promise<Account> {
  const { body } = await http.request({ path: '/api/v1/accounts/verify_credentials', accessToken });
  return readAnswer(
    ZAccount,
    body,
    () =>
      new NetworkError('rejected', `${http.host} answered verify_credentials without an account`),
  );
}

/** While connecting, a refusal of the client or the code is final: there is nothing to renew. */
async function refusedAsRejected<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isNetworkError(error) && error.kind === 'unauthorized') {
      throw new NetworkError('rejected', error.message, { status: error.status });
    }
    throw error;
  }
}

export function createRealConnect(context: NetworkContext, registrations: Registrations) {
  /** The typed instance, checked before anything is sent to it. */
  async function open(instance: string | undefined): Promise<InstanceHttp> {
    if (!instance?.trim()) {
      throw new NetworkError('rejected', 'instance is required: the address of a Mastodon server');
    }
    try {
      const url = await context.checkUserAddress(instance, 'instance');
      return instanceHttp(url.origin, context.userAddressFetch);
    } catch (error) {
      if (error instanceof AddressRefused) {
        throw new NetworkError('rejected', error.message, { field: 'instance' });
      }
      throw error;
    }
  }

  const connect: OAuthConnect = {
    kind: 'oauth',
    async authorizeUrl({ state, codeChallenge, redirectUri, instance }) {
      const http = await open(instance);
      await probe(http);
      const app = await registrations.ensure(http, redirectUri);
      const url = new URL('/oauth/authorize', http.origin);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },
    async finish({ code, codeVerifier, redirectUri, instance }): Promise<Connected> {
      const http = await open(instance);
      const facts = await probe(http);
      const app = await registrations.ensure(http, redirectUri);
      const { body } = await refusedAsRejected(
        http.request({
          method: 'POST',
          path: '/oauth/token',
          form: {
            grant_type: 'authorization_code',
            code,
            code_verifier: codeVerifier,
            redirect_uri: redirectUri,
            client_id: app.clientId,
            client_secret: app.clientSecret,
            scope: SCOPES,
          },
        }),
      );
      const { access_token: accessToken } = readAnswer(
        ZToken,
        body,
        () => new NetworkError('rejected', `${http.host} answered the code without a token`),
      );
      const account = await refusedAsRejected(verifiedAccount(http, accessToken));
      return {
        profile: profileOf(account, facts.domain),
        credentials: { instance: http.origin, accessToken, redirectUri },
        // Mastodon's tokens last until they are revoked.
        expiresAt: null,
        maxLength: facts.maxLength,
      };
    },
  };

  /** Mastodon has no refresh: the token either still works, or the account must reconnect. */
  async function refresh(credentials: Credentials): Promise<Connected> {
    const kept = readCredentials(credentials);
    const http = instanceHttp(kept.instance, context.userAddressFetch);
    const account = await refusedAsRejected(verifiedAccount(http, kept.accessToken));
    const facts = await probe(http);
    return {
      profile: profileOf(account, facts.domain),
      credentials: { ...kept },
      expiresAt: null,
      maxLength: facts.maxLength,
    };
  }

  /** Best effort: an account is disconnected here whatever the instance answers. */
  async function revoke(credentials: Credentials): Promise<void> {
    try {
      const kept = readCredentials(credentials);
      // Mastodon revokes a token only for the client it was issued to.
      const app = await registrations.find(kept.instance, kept.redirectUri);
      if (!app) return;
      await instanceHttp(kept.instance, context.userAddressFetch).request({
        method: 'POST',
        path: '/oauth/revoke',
        form: { client_id: app.clientId, client_secret: app.clientSecret, token: kept.accessToken },
      });
    } catch {
      // Nothing to do: the instance forgets the token when the person removes the app there.
    }
  }

  return { connect, refresh, revoke };
}

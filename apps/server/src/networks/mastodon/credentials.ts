import { NetworkError, type AccountSession, type Credentials } from '../network';
import { instanceHttp, type InstanceHttp } from './instance-http';

/** What Quillpost keeps for a Mastodon account (sealed at rest by the server). */
export interface MastodonCredentials {
  /** The instance's origin, `https://host`. */
  instance: string;
  accessToken: string;
  /** The redirect URI it was connected with, which names the client registration to revoke with. */
  redirectUri: string;
}

export function readCredentials(credentials: Credentials): MastodonCredentials {
  const { instance, accessToken, redirectUri } = credentials;
  if (!instance || !accessToken) {
    throw new NetworkError('rejected', 'The Mastodon connection is incomplete: connect it again');
  }
  return { instance, accessToken, redirectUri: redirectUri ?? '' };
}

/** An account's calls: its instance, its token and its id there. */
export interface Session {
  http: InstanceHttp;
  accessToken: string;
  accountId: string;
}

/** The instance is called through the fetch for typed addresses, as when it was connected. */
export function sessionOf(session: AccountSession, userAddressFetch: typeof fetch): Session {
  const { instance, accessToken } = readCredentials(session.credentials);
  return {
    http: instanceHttp(instance, userAddressFetch),
    accessToken,
    accountId: session.profile.remoteId,
  };
}

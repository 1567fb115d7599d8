import type { NetworkContext } from '../context';
import { isXrpcError } from './atproto';
import { NetworkError, type Connected, type Credentials } from '../network';
import { AddressRefused } from '../safe-address';
import { atBluesky, blueskyCredentials, type BlueskyCredentials } from './agent';
import { networkErrorOf } from './failures';

export const DEFAULT_SERVICE = 'https://bsky.social';

const PASSWORD_REFUSED =
  'Bluesky refused the handle or app password. Check both; an app password is made in ' +
  'Bluesky under Settings > Privacy and security > App passwords.';

/** What createSession and refreshSession answer that a connection keeps. */
interface SessionAnswer {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
  didDoc?: unknown;
}

/** A typed address checked as the person's own choice; a refusal says which rule it broke. */
async function checkedOrigin(context: NetworkContext, raw: string): Promise<string> {
  try {
    return (await context.checkUserAddress(raw, 'service')).origin;
  } catch (error) {
    if (error instanceof AddressRefused) {
      throw new NetworkError('rejected', error.message, { field: 'service' });
    }
    throw error;
  }
}

/** The PDS endpoint a DID document names, as `@atproto/api` reads it. */
function pdsOf(didDoc: unknown): string | undefined {
  const services = (didDoc as { service?: unknown } | undefined)?.service;
  if (!Array.isArray(services)) return undefined;
  const pds = services.find(
    (entry: { id?: unknown; type?: unknown }) =>
      typeof entry?.id === 'string' &&
      entry.id.endsWith('#atproto_pds') &&
      entry.type === 'AtprotoPersonalDataServer',
  ) as { serviceEndpoint?: unknown } | undefined;
  return typeof pds?.serviceEndpoint === 'string' ? pds.serviceEndpoint : undefined;
}

/** When the access token ends, from its `exp` claim; null when it carries none. */
export function accessTokenExpiry(accessJwt: string): Date | null {
  try {
    const payload = accessJwt.split('.')[1] ?? '';
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

async function connectedFrom(
  context: NetworkContext,
  given: { service: string; appPassword: string },
  answer: SessionAnswer,
): Promise<Connected> {
  const named = pdsOf(answer.didDoc);
  const pds = named ? await checkedOrigin(context, named) : undefined;
  const credentials: BlueskyCredentials = {
    service: given.service,
    ...(pds && pds !== given.service ? { pds } : {}),
    did: answer.did,
    handle: answer.handle,
    accessJwt: answer.accessJwt,
    refreshJwt: answer.refreshJwt,
    appPassword: given.appPassword,
  };
  // The display name is a nicety: an account whose profile cannot be read still connects.
  const account = { origin: pds ?? given.service, token: answer.accessJwt };
  const displayName = await atBluesky(context, account, (agent) =>
    agent.app.bsky.actor.getProfile({ actor: answer.did }),
  ).then(
    ({ data }) => data.displayName?.trim(),
    () => undefined,
  );
  return {
    profile: { remoteId: answer.did, handle: answer.handle, name: displayName || answer.handle },
    credentials: { ...credentials },
    expiresAt: accessTokenExpiry(answer.accessJwt),
  };
}

/** Signs in with a handle (or e-mail, or DID) and an app password at a service. */
export async function signIn(
  context: NetworkContext,
  input: { identifier: string; password: string; service?: string },
): Promise<Connected> {
  const service = await checkedOrigin(context, input.service?.trim() || DEFAULT_SERVICE);
  const identifier = input.identifier.trim().replace(/^@/, '');
  let answer: SessionAnswer;
  try {
    ({ data: answer } = await atBluesky(context, { origin: service }, (agent) =>
      agent.com.atproto.server.createSession({ identifier, password: input.password }),
    ));
  } catch (error) {
    if (isXrpcError(error) && error.status === 401) {
      throw new NetworkError('rejected', PASSWORD_REFUSED, { status: 401 });
    }
    throw networkErrorOf(error);
  }
  return connectedFrom(context, { service, appPassword: input.password }, answer);
}

/** Bluesky's word that a refresh token is spent, revoked or not its own. */
const refusedRefresh = (error: unknown) =>
  isXrpcError(error) && (error.status === 400 || error.status === 401);

/**
 * New credentials: refreshSession spends the refresh token; when Bluesky refuses it, the kept
 * app password signs in again, and only when that is refused too is the connection lost.
 */
export async function refreshSession(
  context: NetworkContext,
  stored: Credentials,
): Promise<Connected> {
  const credentials = blueskyCredentials(stored);
  const given = { service: credentials.service, appPassword: credentials.appPassword };
  try {
    const renewing = { origin: credentials.service, token: credentials.refreshJwt };
    const { data } = await atBluesky(context, renewing, (agent) =>
      agent.com.atproto.server.refreshSession(),
    );
    return await connectedFrom(context, given, data);
  } catch (error) {
    if (!refusedRefresh(error)) throw networkErrorOf(error);
  }
  try {
    return await signIn(context, {
      identifier: credentials.did,
      password: credentials.appPassword,
      service: credentials.service,
    });
  } catch (error) {
    if (error instanceof NetworkError && error.kind === 'rejected') {
      throw new NetworkError(
        'rejected',
        'Bluesky refused both the session and the app password; connect the account again.',
        { status: error.status },
      );
    }
    throw error;
  }
}

/** Ends the session at Bluesky; best effort, since the credentials are dropped either way. */
export async function endSession(context: NetworkContext, stored: Credentials): Promise<void> {
  try {
    const credentials = blueskyCredentials(stored);
    const ending = { origin: credentials.service, token: credentials.refreshJwt };
    await atBluesky(context, ending, (agent) => agent.com.atproto.server.deleteSession());
  } catch {
    // Nothing to do: an unreachable or refusing service keeps a session that is no longer used.
  }
}

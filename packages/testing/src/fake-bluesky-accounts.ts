import { randomBase32, sessionJwt } from './fake-bluesky-ids';
import type { FakeBluesky, FakeBlueskyUser } from './fake-bluesky-types';
import {
  jsonInput,
  requiredParam,
  XrpcFailure,
  type XrpcRequest,
  type XrpcServer,
} from './fake-bluesky-xrpc';

const REFRESH_TOKEN_SECONDS = 90 * 24 * 60 * 60;

/** The account a did, a handle or an e-mail address names (handles and addresses in any case). */
export function findUser(fake: FakeBluesky, identifier: string): FakeBlueskyUser | undefined {
  const lower = identifier.toLowerCase();
  return fake.users.find(
    (user) =>
      user.did === identifier || user.handle === lower || user.email?.toLowerCase() === lower,
  );
}

const invalidToken = () => new XrpcFailure(400, 'InvalidToken', 'Token could not be verified');
const wrongKind = () => new XrpcFailure(400, 'InvalidToken', 'Bad token scope');

/**
 * Accounts, sessions and handle resolution. Refresh tokens are single use: the reference PDS
 * still takes a spent one for a grace period of two hours, so a client that keeps using a
 * spent token works there for a while and fails later; here it fails at once.
 */
export function addAccounts(fake: FakeBluesky, xrpc: XrpcServer) {
  const accessTokens = new Map<string, { user: FakeBlueskyUser; expiresAt: number }>();
  const refreshTokens = new Map<string, { user: FakeBlueskyUser; spent: boolean }>();

  fake.addUser = (given) => {
    const user: FakeBlueskyUser = {
      ...given,
      handle: given.handle.toLowerCase(),
      did: given.did ?? `did:plc:${randomBase32(24)}`,
      appPassword: given.appPassword ?? [4, 4, 4, 4].map(randomBase32).join('-'),
    };
    if (findUser(fake, user.handle) || findUser(fake, user.did)) {
      throw new Error(`the fake Bluesky already has ${user.handle} or ${user.did}`);
    }
    fake.users.push(user);
    return user;
  };
  fake.expireAccessTokens = () => accessTokens.forEach((entry) => (entry.expiresAt = 0));
  fake.isLive = (token) => {
    const access = accessTokens.get(token);
    if (access) return access.expiresAt > Date.now();
    return refreshTokens.get(token)?.spent === false;
  };

  const bearer = (request: XrpcRequest) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      throw new XrpcFailure(401, 'AuthMissing', 'Authentication Required');
    }
    return header.slice('Bearer '.length);
  };
  /** The signed-in user behind a live access token, refused the way the reference PDS does. */
  const authenticate = (request: XrpcRequest): FakeBlueskyUser => {
    const token = bearer(request);
    const access = accessTokens.get(token);
    if (!access) throw refreshTokens.has(token) ? wrongKind() : invalidToken();
    // 400, not 401: what makes @atproto/api refresh the session and ask again.
    if (access.expiresAt <= Date.now()) {
      throw new XrpcFailure(400, 'ExpiredToken', 'Token has expired');
    }
    return access.user;
  };

  const account = (user: FakeBlueskyUser) => ({
    did: user.did,
    handle: user.handle,
    email: user.email,
    emailConfirmed: Boolean(user.email),
    emailAuthFactor: false,
    active: true,
    // Points the client at this PDS, as the real document points it at the account's PDS.
    didDoc: {
      '@context': ['https://www.w3.org/ns/did/v1'],
      id: user.did,
      alsoKnownAs: [`at://${user.handle}`],
      service: [
        { id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: fake.url },
      ],
    },
  });
  const newSession = (user: FakeBlueskyUser) => {
    const accessJwt = sessionJwt('access', user.did, fake.accessTokenSeconds);
    const refreshJwt = sessionJwt('refresh', user.did, REFRESH_TOKEN_SECONDS);
    accessTokens.set(accessJwt, { user, expiresAt: Date.now() + fake.accessTokenSeconds * 1000 });
    refreshTokens.set(refreshJwt, { user, spent: false });
    return { accessJwt, refreshJwt, ...account(user) };
  };

  xrpc.route('POST', 'com.atproto.server.createSession', (request) => {
    const input = jsonInput<{ identifier: string; password: string }>(request, [
      'identifier',
      'password',
    ]);
    const user = findUser(fake, input.identifier);
    if (!user || user.appPassword !== input.password) {
      throw new XrpcFailure(401, 'AuthenticationRequired', 'Invalid identifier or password');
    }
    return { body: newSession(user) };
  });
  xrpc.route('POST', 'com.atproto.server.refreshSession', (request) => {
    const token = bearer(request);
    fake.refreshSpends.push(token);
    const entry = refreshTokens.get(token);
    if (!entry || entry.spent) {
      fake.refusedRefreshes += 1;
      if (!entry) throw accessTokens.has(token) ? wrongKind() : invalidToken();
      throw new XrpcFailure(400, 'ExpiredToken', 'Token has been revoked');
    }
    entry.spent = true;
    return { body: newSession(entry.user) };
  });
  xrpc.route('GET', 'com.atproto.server.getSession', (request) => ({
    body: account(authenticate(request)),
  }));
  xrpc.route('POST', 'com.atproto.server.deleteSession', (request) => {
    const entry = refreshTokens.get(bearer(request));
    if (!entry) throw accessTokens.has(bearer(request)) ? wrongKind() : invalidToken();
    entry.spent = true;
    return {};
  });
  xrpc.route('GET', 'com.atproto.identity.resolveHandle', (request) => {
    const handle = requiredParam(request, 'handle').toLowerCase();
    const user = fake.users.find((candidate) => candidate.handle === handle);
    if (!user) throw new XrpcFailure(400, 'InvalidRequest', 'Unable to resolve handle');
    return { body: { did: user.did } };
  });

  return { authenticate };
}

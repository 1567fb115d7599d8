import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackCertificate } from './loopback-certificate';

export interface FakeXUser {
  id: string;
  username: string;
  name: string;
}

export interface FakeXRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** The user behind a valid, unexpired bearer token; null otherwise. */
  user: FakeXUser | null;
  /** The scopes granted to that token (space-separated). */
  scope: string;
  /** Who called, for a base URL that ends in `/via/<name>` (tests tell processes apart so). */
  caller?: string;
}
export type FakeXHandler = (request: FakeXRequest) => Promise<{
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Close the connection instead of answering (the request was received and acted on). */
  drop?: boolean;
}>;

/**
 * A fake of X's OAuth 2.0 and API v2 over HTTPS on loopback. It holds the server to X's rules:
 * Basic client authentication at the token endpoint, the PKCE S256 verifier against the
 * challenge, single-use codes and single-use refresh tokens. `route` adds endpoints
 * (`/2/tweets`, ...), so one fake serves every X test.
 */
export interface FakeX {
  /** Base of the API (X_API_URL). */
  url: string;
  /** The same base for one caller: the requests it sends carry its name as `caller`. */
  urlFor(caller: string): string;
  /** Where the browser grants access (X_AUTHORIZE_URL); it approves at once, as `user`. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization connects. */
  user: FakeXUser;
  /**
   * The scopes the next authorizations grant; by default the ones asked for. Tokens renewed by a
   * refresh keep the scopes of the grant.
   */
  grantScope: string | null;
  /** Answer the next code exchanges with 400 (X refusing the grant). */
  refuseExchange: boolean;
  /** Answer /2/users/me with 503. */
  meFails: boolean;
  /** Access tokens' lifetime, in seconds (X: 2 hours). */
  accessTokenSeconds: number;
  /** Time taken by a refresh, so concurrent callers overlap. */
  refreshDelayMs: number;
  /** While set, a refresh (already counted in `refreshSpends`) waits for it before answering. */
  refreshGate: Promise<unknown> | null;
  /** Every token endpoint call, with its form fields. */
  tokenCalls: Record<string, string>[];
  /** Every access and refresh token issued, to look for in stored rows. */
  issuedTokens: string[];
  /** Refresh tokens spent, in order; a token spent twice appears twice. */
  refreshSpends: string[];
  /** Refresh attempts with an already-spent or unknown token. */
  refusedRefreshes: number;
  revoked: string[];
  /** The PKCE challenge of each authorization, in order. */
  challenges: string[];
  route(method: string, path: string | RegExp, handler: FakeXHandler): void;
  /** Makes every issued access token expired. */
  expireAccessTokens(): void;
  /** Whether a token (access or refresh) is still usable. */
  isLive(token: string): boolean;
  close(): Promise<void>;
}

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeX(): Promise<FakeX> {
  const clientId = 'fake-x-client';
  const clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; user: FakeXUser; used: boolean; scope: string }
  >();
  const refreshTokens = new Map<string, { user: FakeXUser; used: boolean; scope: string }>();
  const accessTokens = new Map<string, { user: FakeXUser; expiresAt: number; scope: string }>();
  const routes: { method: string; path: string | RegExp; handler: FakeXHandler }[] = [];

  const fake = {
    clientId,
    clientSecret,
    user: { id: '1400000000000000001', username: 'ada_on_x', name: 'Ada on X' },
    grantScope: null,
    refuseExchange: false,
    meFails: false,
    accessTokenSeconds: 7200,
    refreshDelayMs: 0,
    refreshGate: null,
    tokenCalls: [],
    issuedTokens: [],
    refreshSpends: [],
    refusedRefreshes: 0,
    revoked: [],
    challenges: [],
    route: (method: string, path: string | RegExp, handler: FakeXHandler) =>
      void routes.unshift({ method, path, handler }),
    expireAccessTokens: () => accessTokens.forEach((entry) => (entry.expiresAt = 0)),
    isLive: (value: string) => {
      const access = accessTokens.get(value);
      if (access) return access.expiresAt > Date.now();
      const refresh = refreshTokens.get(value);
      return Boolean(refresh && !refresh.used);
    },
  } as unknown as FakeX;

  const issue = (user: FakeXUser, scope: string) => {
    const accessToken = token('x-access');
    const refreshToken = token('x-refresh');
    accessTokens.set(accessToken, {
      user,
      expiresAt: Date.now() + fake.accessTokenSeconds * 1000,
      scope,
    });
    refreshTokens.set(refreshToken, { user, used: false, scope });
    fake.issuedTokens.push(accessToken, refreshToken);
    return {
      status: 200,
      body: {
        token_type: 'bearer',
        expires_in: fake.accessTokenSeconds,
        access_token: accessToken,
        refresh_token: refreshToken,
        scope,
      },
    };
  };
  const invalid = (description: string) => ({
    status: 400,
    body: { error: 'invalid_request', error_description: description },
  });

  async function tokenEndpoint(request: FakeXRequest) {
    if (request.headers.authorization !== basic) {
      return {
        status: 401,
        body: {
          error: 'unauthorized_client',
          error_description: 'Missing valid authorization header',
        },
      };
    }
    const form = Object.fromEntries(new URLSearchParams(request.body));
    fake.tokenCalls.push(form);
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(form.code ?? '');
      if (!code || code.used)
        return invalid('Value passed for the authorization code was invalid.');
      code.used = true;
      if (fake.refuseExchange) return invalid('The authorization was refused.');
      if (code.redirectUri !== form.redirect_uri) return invalid('redirect_uri does not match.');
      if (!form.code_verifier || challengeOf(form.code_verifier) !== code.challenge) {
        return invalid('The code_verifier does not match the code_challenge.');
      }
      return issue(code.user, code.scope);
    }
    if (form.grant_type === 'refresh_token') {
      const presented = form.refresh_token ?? '';
      fake.refreshSpends.push(presented);
      const entry = refreshTokens.get(presented);
      if (!entry || entry.used) {
        fake.refusedRefreshes += 1;
        return invalid('Value passed for the token was invalid.');
      }
      entry.used = true;
      await new Promise((resolve) => setTimeout(resolve, fake.refreshDelayMs));
      await fake.refreshGate;
      return issue(entry.user, entry.scope);
    }
    return invalid('Unsupported grant_type.');
  }

  fake.route('POST', '/2/oauth2/token', tokenEndpoint);
  fake.route('POST', '/2/oauth2/revoke', async (request) => {
    if (request.headers.authorization !== basic)
      return { status: 401, body: { error: 'unauthorized_client' } };
    const value = new URLSearchParams(request.body).get('token') ?? '';
    fake.revoked.push(value);
    accessTokens.delete(value);
    const refresh = refreshTokens.get(value);
    if (refresh) refresh.used = true;
    return { status: 200, body: { revoked: true } };
  });
  fake.route('GET', '/2/users/me', async (request) => {
    if (fake.meFails)
      return { status: 503, body: { title: 'Service Unavailable', detail: 'Over capacity' } };
    if (!request.user)
      return { status: 401, body: { title: 'Unauthorized', detail: 'Unauthorized', status: 401 } };
    return { status: 200, body: { data: request.user } };
  });
  fake.route('GET', '/i/oauth2/authorize', async (request) => {
    const query = request.url.searchParams;
    const problems = [
      query.get('response_type') !== 'code' && 'response_type',
      query.get('client_id') !== clientId && 'client_id',
      query.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
      !query.get('code_challenge') && 'code_challenge',
      !query.get('state') && 'state',
      !['tweet.read', 'tweet.write', 'users.read', 'offline.access'].every((scope) =>
        (query.get('scope') ?? '').split(' ').includes(scope),
      ) && 'scope',
    ].filter(Boolean);
    const redirectUri = query.get('redirect_uri');
    if (problems.length > 0 || !redirectUri) {
      return { status: 400, body: { error: 'invalid_request', problems } };
    }
    const code = token('x-code');
    fake.challenges.push(query.get('code_challenge')!);
    codes.set(code, {
      challenge: query.get('code_challenge')!,
      redirectUri,
      user: { ...fake.user },
      used: false,
      scope: fake.grantScope ?? query.get('scope')!,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('state', query.get('state')!);
    target.searchParams.set('code', code);
    return { status: 302, body: '', headers: { location: target.href } };
  });

  const certificate = loopbackCertificate();
  const server: Server = createServer(
    { key: certificate.key, cert: certificate.cert },
    async (incoming: IncomingMessage, response: ServerResponse) => {
      const url = new URL(incoming.url ?? '/', 'https://127.0.0.1');
      const via = /^\/via\/([^/]+)(\/.*)$/.exec(url.pathname);
      if (via) url.pathname = via[2]!;
      const auth = incoming.headers.authorization ?? '';
      const bearer = auth.startsWith('Bearer ') ? accessTokens.get(auth.slice(7)) : undefined;
      const request: FakeXRequest = {
        method: incoming.method ?? 'GET',
        url,
        headers: incoming.headers,
        body: await readBody(incoming),
        user: bearer && bearer.expiresAt > Date.now() ? bearer.user : null,
        scope: bearer?.scope ?? '',
        ...(via ? { caller: decodeURIComponent(via[1]!) } : {}),
      };
      const route = routes.find(
        (r) =>
          r.method === request.method &&
          (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
      );
      const answer = route
        ? await route.handler(request)
        : {
            status: 404,
            body: { title: 'Not Found Error', detail: `${url.pathname} is not served` },
          };
      if ('drop' in answer && answer.drop) {
        incoming.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `https://127.0.0.1:${port}`;
  fake.authorizeUrl = `${fake.url}/i/oauth2/authorize`;
  fake.urlFor = (caller) => `${fake.url}/via/${encodeURIComponent(caller)}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

import { createHash } from 'node:crypto';
import { scopesOf, secret, type FakeMastodonApps } from './fake-mastodon-apps';
import {
  failure,
  type Answer,
  type FakeMastodonAccount,
  type MastodonCore,
  type MastodonRequest,
} from './fake-mastodon-core';

export interface FakeMastodonOAuth {
  /** Who the next authorization connects. */
  account: FakeMastodonAccount;
  /** The person at the authorize page presses "Deny" (the redirect carries `error=access_denied`). */
  denyAuthorization: boolean;
  /** Every token endpoint call, with its fields (from the body; Basic credentials not included). */
  tokenCalls: Record<string, string>[];
  /** The PKCE challenge of each authorization, in order. */
  challenges: string[];
  /** Every access token issued, to look for in stored rows. */
  issuedTokens: string[];
  revoked: string[];
  /** Makes every access token issued so far invalid (Mastodon's do not expire on their own). */
  expireAccessTokens(): void;
  isLive(token: string): boolean;
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scopes: string[];
  account: FakeMastodonAccount;
  expiresAt: number;
  used: boolean;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const INVALID_CLIENT = {
  status: 401,
  body: {
    error: 'invalid_client',
    error_description:
      'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
  },
};
const INVALID_GRANT = {
  status: 400,
  body: {
    error: 'invalid_grant',
    error_description:
      'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  },
};

/**
 * Doorkeeper's OAuth 2.0 code flow as Mastodon runs it, for the registered apps. It holds
 * Quillpost to more than Mastodon does: PKCE with S256 and a `state` on every authorization.
 */
export function addOAuth<Core extends MastodonCore & FakeMastodonApps>(
  core: Core,
): Core & FakeMastodonOAuth {
  const fake = Object.assign(core, {
    account: { id: '109000000000000001', username: 'ada', displayName: 'Ada on Mastodon' },
    denyAuthorization: false,
    tokenCalls: [] as Record<string, string>[],
    challenges: [] as string[],
    issuedTokens: [] as string[],
    revoked: [] as string[],
    expireAccessTokens: () => core.grants.forEach((grant) => (grant.live = false)),
    isLive: (token: string) => Boolean(core.grants.get(token)?.live),
  });
  fake.accounts.set(fake.account.id, fake.account);
  const codes = new Map<string, AuthorizationCode>();

  fake.route('GET', '/oauth/authorize', ({ url }) => {
    const query = url.searchParams;
    const app = fake.registrations.find((r) => r.clientId === query.get('client_id'));
    const redirectUri = query.get('redirect_uri') ?? '';
    const scopes = scopesOf(query.get('scope') ?? undefined);
    const problems = [
      !app && 'client_id',
      !app?.redirectUris.includes(redirectUri) && 'redirect_uri',
      query.get('response_type') !== 'code' && 'response_type',
      !scopes.every((scope) => app?.scopes.includes(scope)) && 'scope',
      !query.get('code_challenge') && 'code_challenge',
      query.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
      !query.get('state') && 'state',
    ].filter(Boolean);
    if (problems.length > 0) return { status: 400, body: { error: 'invalid_request', problems } };
    const target = new URL(redirectUri);
    if (fake.denyAuthorization) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set(
        'error_description',
        'The resource owner or authorization server denied the request.',
      );
    } else {
      const code = secret('code');
      fake.challenges.push(query.get('code_challenge')!);
      fake.accounts.set(fake.account.id, { ...fake.account });
      codes.set(code, {
        clientId: app!.clientId,
        redirectUri,
        challenge: query.get('code_challenge')!,
        scopes,
        account: { ...fake.account },
        expiresAt: fake.now().getTime() + 10 * 60_000,
        used: false,
      });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', query.get('state')!);
    return { status: 302, body: '', headers: { location: target.href } };
  });

  /** The client's credentials from Basic authentication or the body, as Doorkeeper takes them. */
  function clientOf(request: MastodonRequest) {
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, key] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [request.params.get('client_id'), request.params.get('client_secret')];
    const app = fake.registrations.find((r) => r.clientId === id);
    return app && app.clientSecret === key ? app : undefined;
  }

  fake.route('POST', '/oauth/token', (request): Answer => {
    const { params } = request;
    const fields = ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'client_id', 'scope'];
    fake.tokenCalls.push(
      Object.fromEntries(fields.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : []))),
    );
    const app = clientOf(request);
    if (!app) return INVALID_CLIENT;
    if (params.get('grant_type') !== 'authorization_code') {
      return failure(400, 'unsupported_grant_type');
    }
    const code = codes.get(params.get('code') ?? '');
    if (!code || code.used || code.clientId !== app.clientId) return INVALID_GRANT;
    code.used = true;
    const verifier = params.get('code_verifier');
    if (
      code.expiresAt < fake.now().getTime() ||
      code.redirectUri !== params.get('redirect_uri') ||
      !verifier ||
      challengeOf(verifier) !== code.challenge
    ) {
      return INVALID_GRANT;
    }
    const token = secret('access');
    fake.grants.set(token, {
      token,
      clientId: app.clientId,
      account: code.account,
      scopes: code.scopes,
      live: true,
    });
    fake.issuedTokens.push(token);
    const createdAt = Math.floor(fake.now().getTime() / 1000);
    const body = {
      access_token: token,
      token_type: 'Bearer',
      scope: code.scopes.join(' '),
      created_at: createdAt,
    };
    return { status: 200, body };
  });

  fake.route('POST', '/oauth/revoke', (request) => {
    const app = clientOf(request);
    const token = request.params.get('token') ?? '';
    const grant = fake.grants.get(token);
    if (!app || (grant && grant.clientId !== app.clientId)) {
      return {
        status: 403,
        body: {
          error: 'unauthorized_client',
          error_description: 'You are not authorized to revoke this token',
        },
      };
    }
    fake.revoked.push(token);
    if (grant) grant.live = false;
    return { status: 200, body: {} };
  });

  return fake;
}

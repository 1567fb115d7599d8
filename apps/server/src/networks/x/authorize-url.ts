import { X_SCOPES, type XClient } from './client';

type AuthorizeInput = Parameters<XClient['authorizeUrl']>[0];

/**
 * The OAuth 2.0 authorize address with PKCE (S256) and the scopes publishing needs; X and the
 * sandbox consent page take the same parameters, so both clients build it here.
 */
export function authorizeUrl(base: string | URL, clientId: string, input: AuthorizeInput): string {
  const url = new URL(base);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: input.redirectUri,
    scope: X_SCOPES.join(' '),
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

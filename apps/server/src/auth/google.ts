import * as oidc from 'openid-client';
import type { Config, GoogleSection } from '../config';
import { AppError } from '../lib/errors';

export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface GoogleSignIn {
  start(): Promise<{ url: string; pending: PendingSignIn }>;
  finish(input: { callbackUrl: URL; pending: PendingSignIn }): Promise<{
    subject: string;
    email: string;
    name: string;
  }>;
}

/** OpenID Connect authorization code flow with PKCE, state and nonce (Google, or OIDC_ISSUER). */
export function createGoogleSignIn(
  google: GoogleSection,
  config: Pick<Config, 'publicUrl'>,
): GoogleSignIn {
  const issuer = new URL(google.issuer);
  const redirectUri = `${config.publicUrl}/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    discovered ??= oidc
      .discovery(
        issuer,
        google.clientId,
        google.clientSecret,
        undefined,
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new AppError(
          'provider_unavailable',
          'Google sign-in is unreachable right now. Please try again.',
          {
            cause: String(error),
          },
        );
      });
    return discovered;
  };

  return {
    async start() {
      const pending: PendingSignIn = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, pending };
    },
    async finish({ callbackUrl, pending }) {
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'signin_failed',
          'Google sign-in could not be completed. Please try again.',
          {
            reason: error instanceof Error ? error.message : String(error),
          },
        );
      }
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!claims || !email) {
        throw new AppError(
          'signin_failed',
          'Google did not share an e-mail address, which Quillpost needs to sign you in.',
        );
      }
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name : email.split('@')[0]!;
      return { subject: claims.sub, email, name };
    },
  };
}

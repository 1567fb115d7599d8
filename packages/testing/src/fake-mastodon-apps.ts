import { randomBytes } from 'node:crypto';
import { failure, type MastodonCore } from './fake-mastodon-core';

/** One `POST /api/v1/apps`, as sent. */
export interface FakeMastodonRegistration {
  clientName: string;
  redirectUris: string[];
  scopes: string[];
  website?: string;
  clientId: string;
  clientSecret: string;
}

export interface FakeMastodonApps {
  /** Every app registered, in order. */
  registrations: FakeMastodonRegistration[];
}

export const secret = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;
// Mastodon takes scopes space-separated, or joined by `+` in a query string.
export const scopesOf = (value: string | undefined) =>
  (value || 'read').split(/[ +]+/).filter(Boolean);

/** `POST /api/v1/apps`: registers a client with its redirect URIs and scopes. */
export function addApps<Core extends MastodonCore>(core: Core): Core & FakeMastodonApps {
  const fake = Object.assign(core, { registrations: [] as FakeMastodonRegistration[] });

  fake.route('POST', '/api/v1/apps', ({ params }) => {
    const clientName = params.get('client_name');
    const listed = params.list('redirect_uris');
    const redirectUris = listed.length ? listed : (params.get('redirect_uris') ?? '').split(/\s+/);
    if (!clientName) return failure(422, "Validation failed: Application name can't be blank");
    if (!redirectUris.every((uri) => URL.canParse(uri))) {
      return failure(422, 'Validation failed: Redirect URI must be an absolute URI.');
    }
    const registration: FakeMastodonRegistration = {
      clientName,
      redirectUris,
      scopes: scopesOf(params.get('scopes')),
      ...(params.get('website') ? { website: params.get('website') } : {}),
      clientId: secret('client'),
      clientSecret: secret('secret'),
    };
    fake.registrations.push(registration);
    const body = {
      id: String(fake.registrations.length),
      name: clientName,
      website: registration.website ?? null,
      scopes: registration.scopes,
      redirect_uri: redirectUris.join('\n'),
      redirect_uris: redirectUris,
      client_id: registration.clientId,
      client_secret: registration.clientSecret,
      client_secret_expires_at: 0,
    };
    return { status: 200, body };
  });

  return fake;
}

import { noAnswerError } from '../send-failure';
import { authorizeUrl } from './authorize-url';
import { X_SCOPES, XApiError, type XClient, type XTokenSet } from './client';
import { metricsQuery, parseMetricsAnswer } from './metrics-answer';
import { uploadToX } from './media-upload';
import { historyQuery, parseHistoryPage, parseTimelinePage, timelineQuery } from './timeline-page';

export interface HttpXClientOptions {
  clientId: string;
  clientSecret: string;
  /** Base of every API call, e.g. https://api.x.com. */
  apiUrl: string;
  /** Where the browser grants access, e.g. https://x.com/i/oauth2/authorize. */
  authorizeUrl: string;
  now: () => Date;
  /** Tests pass a fetch that trusts their certificate; Node's own fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** X's explanation from any of its error shapes (API v2 problems or OAuth errors). */
function xMessage(body: Record<string, unknown>, status: number): string {
  const errors = Array.isArray(body.errors) ? (body.errors as Record<string, unknown>[]) : [];
  const candidates = [
    body.detail,
    body.error_description,
    errors[0]?.message,
    errors[0]?.detail,
    body.title,
    body.error,
  ];
  const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
  return (found as string | undefined) ?? `X answered ${status}`;
}

function failure(status: number, body: Record<string, unknown>, headers: Headers): XApiError {
  const message = xMessage(body, status);
  if (status === 429) {
    const reset = Number(headers.get('x-rate-limit-reset'));
    const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
    return new XApiError('rate_limited', message, { status, resetAt });
  }
  if (status === 401) return new XApiError('unauthorized', message, { status });
  if (status === 403 && /duplicate/i.test(message))
    return new XApiError('duplicate', message, { status });
  if (status >= 400 && status < 500) return new XApiError('rejected', message, { status });
  return new XApiError('unavailable', message, { status });
}

/** X's HTTP API with plain fetch: OAuth 2.0 (confidential client, PKCE) and the v2 endpoints. */
export function createHttpXClient(options: HttpXClientOptions): XClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
  ).toString('base64')}`;

  async function call(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string },
    /** A POST that creates something: a broken connection leaves its outcome unknown. */
    creates = false,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw noAnswerError(
        error,
        { name: 'X', creates },
        (kind, message) => new XApiError(kind, message),
      );
    }
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { detail: text.slice(0, 200) };
    }
    if (!response.ok) throw failure(response.status, body, response.headers);
    return body;
  }

  async function token(params: Record<string, string>): Promise<XTokenSet> {
    const body = await call('/2/oauth2/token', {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    const { access_token, refresh_token, expires_in, scope } = body;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') {
      throw new XApiError('rejected', 'X answered without an access and a refresh token');
    }
    const seconds = typeof expires_in === 'number' ? expires_in : 7200;
    return {
      accessToken: access_token,
      refreshToken: refresh_token,
      expiresAt: new Date(options.now().getTime() + seconds * 1000),
      scope: typeof scope === 'string' ? scope : X_SCOPES.join(' '),
    };
  }

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  return {
    provider: 'x',
    authorizeUrl: (input) => authorizeUrl(options.authorizeUrl, options.clientId, input),
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        client_id: options.clientId,
      }),
    refresh: (refreshToken) =>
      token({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
      }),
    async revoke(tokenToRevoke) {
      await call('/2/oauth2/revoke', {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokenToRevoke, client_id: options.clientId }).toString(),
      });
    },
    async me(accessToken) {
      const body = await call('/2/users/me', { headers: bearer(accessToken) });
      const data = body.data as { id?: unknown; username?: unknown; name?: unknown } | undefined;
      if (typeof data?.id !== 'string' || typeof data.username !== 'string') {
        throw new XApiError('rejected', 'X answered /2/users/me without a user');
      }
      return {
        id: data.id,
        username: data.username,
        name: typeof data.name === 'string' ? data.name : data.username,
      };
    },
    async createPost(accessToken, input) {
      const payload = {
        text: input.text,
        ...(input.replyToId ? { reply: { in_reply_to_tweet_id: input.replyToId } } : {}),
        ...(input.mediaIds?.length ? { media: { media_ids: input.mediaIds } } : {}),
      };
      const body = await call(
        '/2/tweets',
        {
          method: 'POST',
          headers: { ...bearer(accessToken), 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        },
        true,
      );
      const id = (body.data as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string')
        throw new XApiError('outcome_unknown', 'X answered without an id');
      return { id };
    },
    async retweet(accessToken, userId, postId) {
      try {
        await call(
          `/2/users/${encodeURIComponent(userId)}/retweets`,
          {
            method: 'POST',
            headers: { ...bearer(accessToken), 'content-type': 'application/json' },
            body: JSON.stringify({ tweet_id: postId }),
          },
          true,
        );
      } catch (error) {
        // The retweet a lost answer made: X holds one per account and post, so this one is it.
        if (error instanceof XApiError && error.status === 403 && /already/i.test(error.message))
          return;
        throw error;
      }
    },
    uploadMedia: (accessToken, input) => uploadToX(call, bearer(accessToken), input, options.now),
    async ownPosts(accessToken, userId, query) {
      const path = `/2/users/${encodeURIComponent(userId)}/tweets?${timelineQuery(query)}`;
      return parseTimelinePage(await call(path, { headers: bearer(accessToken) }));
    },
    async history(accessToken, userId, query) {
      const path = `/2/users/${encodeURIComponent(userId)}/tweets?${historyQuery(query)}`;
      return parseHistoryPage(await call(path, { headers: bearer(accessToken) }));
    },
    async readMetrics(accessToken, ids, { privateMetrics }) {
      const query = metricsQuery(ids, privateMetrics);
      const body = await call(`/2/tweets?${query}`, { headers: bearer(accessToken) });
      return parseMetricsAnswer(body, ids);
    },
    postUrl: (username, id) =>
      `https://x.com/${encodeURIComponent(username)}/status/${encodeURIComponent(id)}`,
  };
}

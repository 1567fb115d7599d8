import { NetworkError } from '../network';
import { noAnswerError } from '../send-failure';

/**
 * Calls to one Mastodon instance, with every failure turned into a NetworkError of the right
 * kind. masto 8 cannot be used for these calls: it always calls the global `fetch` (its options
 * take a URL, a token, a timeout and a `requestInit`, but no fetch of one's own), while every
 * instance is an address someone typed, so each call must go through the context's
 * `userAddressFetch`, which refuses internal addresses on every connection it opens.
 */

const TIMEOUT_MS = 15_000;

export interface InstanceRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as a form, as Mastodon's OAuth endpoints take it. */
  form?: Record<string, string>;
  json?: unknown;
  /** Sent as multipart/form-data (a file upload). */
  multipart?: FormData;
  accessToken?: string;
  headers?: Record<string, string>;
  /** It creates something: a connection broken after it left leaves the outcome unknown. */
  creates?: boolean;
}

export interface InstanceAnswer {
  /** The parsed JSON, or undefined for an answer that is not JSON. */
  body: unknown;
  headers: Headers;
}

export interface InstanceHttp {
  /** `https://host[:port]`, as kept in an account's credentials. */
  origin: string;
  host: string;
  request(input: InstanceRequest): Promise<InstanceAnswer>;
}

/** Mastodon's `X-RateLimit-Reset` is an ISO time; seconds since 1970 are read too. */
function resetTimeOf(headers: Headers): Date | undefined {
  const value = headers.get('x-ratelimit-reset');
  if (!value) return undefined;
  const at = /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

function messageOf(body: unknown, host: string, status: number): string {
  const fields = (body ?? {}) as { error?: unknown; error_description?: unknown };
  const found = [fields.error_description, fields.error].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  return (found as string | undefined) ?? `${host} answered ${status}`;
}

function failureOf(status: number, body: unknown, headers: Headers, host: string): NetworkError {
  const message = messageOf(body, host, status);
  if (status === 429) {
    return new NetworkError('rate_limited', message, { status, resetAt: resetTimeOf(headers) });
  }
  if (status === 401) return new NetworkError('unauthorized', message, { status });
  if (status >= 400 && status < 500) return new NetworkError('rejected', message, { status });
  return new NetworkError('unavailable', message, { status });
}

export function instanceHttp(origin: string, doFetch: typeof fetch): InstanceHttp {
  const base = new URL(origin);
  const host = base.host;

  async function send(input: InstanceRequest): Promise<Response> {
    const url = new URL(input.path, base);
    for (const [name, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
    if (input.accessToken) headers.authorization = `Bearer ${input.accessToken}`;
    let body: string | FormData | undefined;
    if (input.multipart) {
      body = input.multipart;
    } else if (input.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(input.form).toString();
    } else if (input.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.json);
    }
    try {
      return await doFetch(url, {
        method: input.method ?? 'GET',
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw noAnswerError(error, { name: host, creates: input.creates });
    }
  }

  return {
    origin: base.origin,
    host,
    async request(input) {
      const response = await send(input);
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (!response.ok) throw failureOf(response.status, body, response.headers, host);
      return { body, headers: response.headers };
    },
  };
}

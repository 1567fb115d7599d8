import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { loopbackCertificate } from './loopback-certificate';

export interface FakeMastodonAccount {
  id: string;
  username: string;
  displayName: string;
}

/** What an access token grants; `live` is false once revoked or expired. */
export interface Grant {
  token: string;
  clientId: string;
  account: FakeMastodonAccount;
  scopes: string[];
  live: boolean;
}

/** A request's parameters, read alike from the query string and a JSON, form or multipart body. */
export interface Params {
  get(name: string): string | undefined;
  /** An array parameter: a JSON array, or the form fields `name[]`. */
  list(name: string): string[];
  file(name: string): File | undefined;
}

export interface MastodonRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  params: Params;
  /** The `:name` parts of the route's path. */
  path: Record<string, string>;
  /** The bearer token's grant: null without one, 'invalid' for one unknown, revoked or expired. */
  grant: Grant | null | 'invalid';
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Close the connection instead of answering (the request was received and acted on). */
  drop?: boolean;
}
export type Handler = (request: MastodonRequest) => Answer | Promise<Answer>;

/** Mastodon's error answer: `{ error }`, which masto reads as the error's message. */
export const failure = (status: number, message: string): Answer => ({
  status,
  body: { error: message },
});
export const recordNotFound = () => failure(404, 'Record not found');

type Scoped<G> = (request: MastodonRequest, grant: G) => Answer | Promise<Answer>;

/**
 * Doorkeeper's check as Mastodon's controllers use it: the token must hold one of `scopes`
 * (`write` or `write:statuses`, say).
 */
export const withScope =
  (scopes: string[], handler: Scoped<Grant>): Handler =>
  (request) => {
    const { grant } = request;
    if (!grant || grant === 'invalid') return failure(401, 'The access token is invalid');
    if (!scopes.some((scope) => grant.scopes.includes(scope))) {
      return failure(403, 'This action is outside the authorized scopes');
    }
    return handler(request, grant);
  };

/** For public reads: no token passes, but a token that is there must pass `withScope`. */
export const withOptionalScope =
  (scopes: string[], handler: Scoped<Grant | null>): Handler =>
  (request) =>
    request.grant === null ? handler(request, null) : withScope(scopes, handler)(request);

export interface MastodonCore {
  /** Base URL of the instance, `https://127.0.0.1:<port>`. */
  url: string;
  /** The instance's domain, as its accounts' and statuses' addresses show it. */
  domain: string;
  now: () => Date;
  /** Time taken before every answer. */
  delayMs: number;
  /** Answer every request as a web server that is not Mastodon: a 404 page or a 200 page. */
  notMastodon: false | 'not_found' | 'web_page';
  accounts: Map<string, FakeMastodonAccount>;
  grants: Map<string, Grant>;
  /** Increasing ids, like Mastodon's snowflakes, shared by statuses and media. */
  nextId(): string;
  route(method: string, path: string, handler: Handler): void;
  accountEntity(account: FakeMastodonAccount): Record<string, unknown>;
  close(): Promise<void>;
}

function paramsOf(query: URLSearchParams, body: FormData | Record<string, unknown>): Params {
  const scalar = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;
  if (body instanceof FormData) {
    return {
      get: (name) => scalar(body.get(name)) ?? query.get(name) ?? undefined,
      list: (name) => [...body.getAll(`${name}[]`), ...query.getAll(`${name}[]`)].map(String),
      file: (name) => {
        const value = body.get(name);
        return value instanceof File ? value : undefined;
      },
    };
  }
  return {
    get: (name) => scalar(body[name]) ?? query.get(name) ?? undefined,
    list: (name) => {
      const value = body[name];
      return Array.isArray(value) ? value.map(String) : query.getAll(`${name}[]`);
    },
    file: () => undefined,
  };
}

async function readParams(incoming: IncomingMessage, url: URL): Promise<Params> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = incoming.headers['content-type'] ?? '';
  if (raw.length === 0) return paramsOf(url.searchParams, {});
  if (type.startsWith('application/json')) {
    return paramsOf(url.searchParams, JSON.parse(raw.toString('utf8')) as Record<string, unknown>);
  }
  // The WHATWG Request reads urlencoded and multipart bodies alike.
  const form = await new Request(url, {
    method: 'POST',
    headers: { 'content-type': type },
    body: raw,
  }).formData();
  return paramsOf(url.searchParams, form);
}

const WEB_PAGE =
  '<!doctype html><html><head><title>Welcome</title></head><body>Hello</body></html>';

export async function startCore(now: () => Date): Promise<MastodonCore> {
  const routes: { method: string; pattern: RegExp; names: string[]; handler: Handler }[] = [];
  let lastId = 113_000_000_000_000_000n;
  const core = {
    now,
    delayMs: 0,
    notMastodon: false,
    accounts: new Map(),
    grants: new Map(),
    nextId: () => String(++lastId),
    route: (method: string, path: string, handler: Handler) => {
      const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const pattern = new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}$`);
      routes.push({ method, pattern, names, handler });
    },
    accountEntity: (account: FakeMastodonAccount) => ({
      id: account.id,
      username: account.username,
      acct: account.username,
      display_name: account.displayName,
      url: `${core.url}/@${account.username}`,
    }),
  } as unknown as MastodonCore;

  async function answer(incoming: IncomingMessage, url: URL): Promise<Answer> {
    if (core.notMastodon) {
      const status = core.notMastodon === 'not_found' ? 404 : 200;
      return { status, body: WEB_PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } };
    }
    for (const route of routes) {
      const match = route.method === incoming.method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const auth = incoming.headers.authorization;
      const grant = auth?.startsWith('Bearer ') ? core.grants.get(auth.slice(7)) : undefined;
      return route.handler({
        method: route.method,
        url,
        headers: incoming.headers,
        params: await readParams(incoming, url),
        path: Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]!])),
        grant: auth === undefined ? null : grant?.live ? grant : 'invalid',
      });
    }
    return recordNotFound();
  }

  const certificate = loopbackCertificate();
  const server: Server = createServer(
    { key: certificate.key, cert: certificate.cert },
    async (incoming: IncomingMessage, response: ServerResponse) => {
      const url = new URL(incoming.url ?? '/', core.url);
      if (core.delayMs) await sleep(core.delayMs, undefined, { ref: false });
      const reply = await answer(incoming, url).catch((error: Error) =>
        failure(500, `The fake could not answer: ${error.message}`),
      );
      if (reply.drop) return void incoming.socket.destroy();
      // A client that gave up (a timeout) has closed the connection already.
      if (incoming.socket.destroyed) return;
      response.writeHead(reply.status, {
        'content-type': 'application/json; charset=utf-8',
        ...reply.headers,
      });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  core.domain = `127.0.0.1:${port}`;
  core.url = `https://${core.domain}`;
  core.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return core;
}

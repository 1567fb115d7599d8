import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackCertificate } from './loopback-certificate';

/** A refusal, answered as an XRPC error body `{ error, message }`. */
export class XrpcFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface XrpcRequest {
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A JSON answer with status 200 (no body for an empty one), or a connection closed unanswered. */
export type XrpcAnswer = { body?: unknown } | { drop: true };
export type XrpcHandler = (request: XrpcRequest) => XrpcAnswer | Promise<XrpcAnswer>;

export interface XrpcServer {
  url: string;
  route(method: 'GET' | 'POST', nsid: string, handler: XrpcHandler): void;
  close(): Promise<void>;
}

/** The request's JSON body, refused as the reference PDS refuses it when a required field lacks. */
export function jsonInput<T>(request: XrpcRequest, required: string[]): T {
  let input: unknown;
  try {
    input = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw new XrpcFailure(400, 'InvalidRequest', 'Request body is not valid JSON');
  }
  if (typeof input !== 'object' || input === null) {
    throw new XrpcFailure(400, 'InvalidRequest', 'Input must be an object');
  }
  const missing = required.find((field) => !(field in input));
  if (missing)
    throw new XrpcFailure(400, 'InvalidRequest', `Input must have the property "${missing}"`);
  return input as T;
}

export function requiredParam(request: XrpcRequest, name: string): string {
  const value = request.params.get(name);
  if (value === null) {
    throw new XrpcFailure(400, 'InvalidRequest', `Params must have the property "${name}"`);
  }
  return value;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

/** An HTTPS server on loopback answering `/xrpc/<nsid>` with the routes it is given. */
export async function startXrpcServer(delayMs: () => number): Promise<XrpcServer> {
  const routes = new Map<string, XrpcHandler>();
  const certificate = loopbackCertificate();
  const server: Server = createServer(
    { key: certificate.key, cert: certificate.cert },
    async (incoming, response) => {
      const url = new URL(incoming.url ?? '/', 'https://127.0.0.1');
      const nsid = url.pathname.startsWith('/xrpc/') ? url.pathname.slice('/xrpc/'.length) : '';
      const request = {
        params: url.searchParams,
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      if (delayMs() > 0) await new Promise((resolve) => setTimeout(resolve, delayMs()));
      try {
        const handler = routes.get(`${incoming.method} ${nsid}`);
        if (!handler) throw new XrpcFailure(501, 'MethodNotImplemented', 'Method Not Implemented');
        const answer = await handler(request);
        if ('drop' in answer) incoming.socket.destroy();
        else answerJson(response, 200, answer.body);
      } catch (failure) {
        // Anything but a refusal is a failure of the server's own, answered as a bare 500.
        const refusal =
          failure instanceof XrpcFailure
            ? failure
            : new XrpcFailure(500, 'InternalServerError', 'Internal Server Error');
        const body = { error: refusal.error, message: refusal.message };
        answerJson(response, refusal.status, body, refusal.headers);
      }
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (method, nsid, handler) => void routes.set(`${method} ${nsid}`, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedOrderRequest {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  requests: RecordedOrderRequest[];
  /** `fail` answers 500 to every order, `garbage` answers 200 with something that is not an order. */
  mode: 'ok' | 'fail' | 'garbage';
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A fake of Razorpay's Orders API on loopback, on a random port, checking basic auth. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = `secret_${randomBytes(8).toString('hex')}`;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const fake = {
    keyId,
    keySecret,
    requests: [] as RecordedOrderRequest[],
    mode: 'ok',
  } as FakeRazorpay;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/orders') {
      return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    }
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    fake.requests.push({ authorization: request.headers.authorization, body });
    if (request.headers.authorization !== expectedAuth) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (fake.mode === 'fail') {
      return send(500, { error: { code: 'SERVER_ERROR', description: 'internal error' } });
    }
    if (fake.mode === 'garbage') return send(200, { hello: 'world' });
    return send(200, {
      id: `order_${randomBytes(7).toString('hex')}`,
      entity: 'order',
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      notes: body.notes,
      status: 'created',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

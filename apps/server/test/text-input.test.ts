import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { generate, orderAndCheckout, post } from './support/requests';

const WEBHOOK_SECRET = 'whsec_text_input';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

const refusedNaming = (field: RegExp) => ({
  statusCode: 400,
  body: expect.stringMatching(field) as unknown,
});

describe('text the database cannot hold', () => {
  const app = useTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });

  it.each([
    ['tweets', { title: `Small${NUL} pull requests` }, /title/],
    ['tweets', { format: `Quick${NUL} Tips` }, /format/],
    ['threads', { title: `Lessons ${LONE_SURROGATE}` }, /title/],
    ['ideas', { format: `tweet${NUL}` }, /format/],
  ] as const)('a generation in %s is a 400 naming the field (%o)', async (kind, fields, field) => {
    const token = await signIn(app);
    const response = await generate(app, token, kind, postBody(fields));
    expect(response).toMatchObject(refusedNaming(field));
    expect(response.json().code).toBe('invalid_input');
    const list = await app.inject({ url: `/api/v0/posts/${kind}`, headers: bearer(token) });
    expect(Object.values(list.json())[0]).toEqual([]);
  });

  it.each([
    [{ name: `Ada${NUL}`, email: 'ada-nul@example.com' }, /name/],
    [{ name: 'Ada', email: `ada${NUL}@example.com` }, /email/],
  ])('the sign-in form is a 400 naming the field (%#)', async (fields, field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(response).toMatchObject(refusedNaming(field));
  });

  it('payments are a 400 naming the field', async () => {
    const token = await signIn(app);
    const sandbox = await post(app, '/api/payments/sandbox/pay', token, {
      order_id: `order${NUL}`,
    });
    expect(sandbox).toMatchObject(refusedNaming(/order_id/));
    const checkout = await orderAndCheckout(app, token);
    const verify = await post(app, '/api/payments/verify-payment', token, {
      ...checkout,
      razorpay_payment_id: `pay${NUL}`,
    });
    expect(verify).toMatchObject(refusedNaming(/razorpay_payment_id/));
  });

  it('a signed webhook with such ids is a 400 naming the field', async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: `pay${NUL}`, order_id: 'order_1', amount: 900 } } },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
    expect(response).toMatchObject(refusedNaming(/payload\.payment\.entity\.id/));
  });

  it('stores exactly the text it answers, astral characters included', async () => {
    const token = await signIn(app);
    const answer = await generate(
      app,
      token,
      'tweets',
      postBody({ title: 'Rockets 🚀 and 𝔘nicode' }),
    );
    expect(answer.statusCode).toBe(201);
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    expect(list.json().tweets.map((row: { title: string }) => row.title)).toEqual([
      'Rockets 🚀 and 𝔘nicode',
    ]);
  });
});

/** JSON text with `bytes` in the middle of a string value: not UTF-8 however it is read. */
const jsonWithBytes = (before: string, bytes: number[], after: string) =>
  Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);

describe('a JSON body that is not valid UTF-8', () => {
  const app = useTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  const invalid = {
    'bytes no UTF-8 text holds': [0xff, 0xfe],
    'a sequence cut short': [0xe2, 0x82],
    'an overlong slash': [0xc0, 0xaf],
    'an encoded surrogate': [0xed, 0xa0, 0x80],
  };

  it.each(Object.entries(invalid))(
    'is a 400 on every JSON route, storing nothing: %s',
    async (_, bytes) => {
      const token = await signIn(app);
      const tweet = (await generate(app, token, 'tweets', postBody())).json().tweet as {
        _id: string;
        content: string;
      };
      const requests: { method: 'POST' | 'PATCH' | 'PUT'; url: string; body: Buffer }[] = [
        {
          method: 'POST',
          url: '/api/v0/posts/tweets',
          body: jsonWithBytes(
            '{"title":"Caf',
            bytes,
            '","format":"Quick Tips","voice":"casual","tags":"tech"}',
          ),
        },
        {
          method: 'PATCH',
          url: `/api/v0/posts/tweets/${tweet._id}`,
          body: jsonWithBytes('{"content":"Ship ', bytes, ' small."}'),
        },
        {
          method: 'POST',
          url: '/api/v0/publications',
          body: jsonWithBytes('{"postId":"', bytes, '","publishAt":"now"}'),
        },
        {
          method: 'PUT',
          url: '/api/v0/settings',
          body: jsonWithBytes('{"timezone":"Europe/', bytes, '","slots":[]}'),
        },
        {
          method: 'POST',
          url: '/api/payments/create-order',
          body: jsonWithBytes('{"plan":"9_', bytes, '"}'),
        },
      ];
      for (const { method, url, body } of requests) {
        const response = await app.inject({
          method,
          url,
          headers: { ...bearer(token), 'content-type': 'application/json; charset=utf-8' },
          payload: body,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toEqual({
          message: expect.stringMatching(/not valid UTF-8/),
          code: 'invalid_input',
        });
      }
      const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
      expect(list.json().tweets).toEqual([tweet]);
    },
  );

  it('is a 400 at the payment webhook too, even signed', async () => {
    const body = jsonWithBytes(
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_',
      [0xff],
      '","order_id":"order_1","amount":900}}}}',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid UTF-8/);
  });
});

describe('logs of a failed query', () => {
  const lines: string[] = [];
  const app = useTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('name the statement, never its parameters', async () => {
    const client = (
      app.deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
    ).$client;
    const query = client.query;
    client.query = () => Promise.reject(new Error('the connection was lost'));
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/local',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Private+Person&email=private.person%40example.com',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      client.query = query;
    }
    const logged = lines.join('\n');
    const errors = lines.map((line) => (JSON.parse(line) as { err?: Record<string, unknown> }).err);
    expect(errors).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/^Failed query: insert into "users"/),
        cause: expect.objectContaining({ message: 'the connection was lost' }),
      }),
    );
    expect(logged).not.toMatch(/private\.person@example\.com|Private Person/);
  });
});

describe('text the database cannot hold, in edits and publications', () => {
  const app = useTestApp();

  it('an edit is a 400 naming content, and the post keeps its text', async () => {
    const token = await signIn(app);
    const created = (await generate(app, token, 'tweets', postBody())).json().tweet;
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/tweets/${created._id}`,
      headers: bearer(token),
      payload: { content: `Ship small${NUL}.` },
    });
    expect(response).toMatchObject(refusedNaming(/content/));
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    expect(list.json().tweets[0].content).toBe(created.content);
  });

  it('a publication of a post id with U+0000 is a 400 naming postId', async () => {
    const token = await signIn(app);
    const response = await post(app, '/api/v0/publications', token, {
      postId: `0190${NUL}`,
      publishAt: 'now',
    });
    expect(response).toMatchObject(refusedNaming(/postId/));
  });
});

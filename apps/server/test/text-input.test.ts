import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { generate, orderAndCheckout, post } from './support/requests';

const WEBHOOK_SECRET = 'whsec_text_input';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

const rawJson = (
  app: ReturnType<typeof useTestApp>,
  url: string,
  token: string,
  body: string | Buffer,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: body,
  });

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

  it('stores exactly the text it answers: astral characters, and invalid bytes read as U+FFFD', async () => {
    const token = await signIn(app);
    const invalidBytes = Buffer.concat([
      Buffer.from('{"title":"Caf'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(' 🚀 𝔘","format":"Quick Tips","voice":"casual","tags":"tech"}'),
    ]);
    const answers = [
      await generate(app, token, 'tweets', postBody({ title: 'Rockets 🚀 and 𝔘nicode' })),
      await rawJson(app, '/api/v0/posts/tweets', token, invalidBytes),
    ];
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    const stored = list.json().tweets as { _id: string; title: string }[];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      const { _id, title } = answer.json().tweet as { _id: string; title: string };
      expect(stored.find((row) => row._id === _id)?.title).toBe(title);
    }
    expect(stored.map((row) => row.title)).toContain('Caf\ufffd\ufffd 🚀 𝔘');
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

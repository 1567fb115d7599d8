import { createHash, randomBytes } from 'node:crypto';
import {
  createOAuthAPIClient,
  createRestAPIClient,
  MastoHttpError,
  MastoTimeoutError,
  type mastodon,
} from 'masto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMastodon, type FakeMastodon } from './fake-mastodon';

// The fake is checked against the client the server uses, masto 8, over HTTPS that this worker
// trusts from its start (the package's global setup).
const REDIRECT_URI = 'https://quillpost.test/auth/mastodon/callback';
const withKey = (key: string) => ({ requestInit: { headers: { 'Idempotency-Key': key } } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

async function httpError(promise: Promise<unknown>): Promise<MastoHttpError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(MastoHttpError);
  return error as MastoHttpError;
}

async function registerApp(fake: FakeMastodon, scopes: string) {
  const app = await createRestAPIClient({ url: fake.url }).v1.apps.create({
    clientName: 'Quillpost',
    redirectUris: REDIRECT_URI,
    scopes,
    website: 'https://quillpost.test',
  });
  return { clientId: app.clientId!, clientSecret: app.clientSecret! };
}

/** The browser's part: the authorize page approves at once and redirects with a code. */
async function authorize(fake: FakeMastodon, clientId: string, scopes: string, verifier: string) {
  const url = new URL('/oauth/authorize', fake.url);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: scopes,
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

interface App {
  clientId: string;
  clientSecret: string;
}

/** The code exchange, the client's credentials in the body or, with `basic`, in Basic auth. */
function exchange(fake: FakeMastodon, app: App, code: string, verifier: string, basic = false) {
  const fields = { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code };
  const credentials = { client_id: app.clientId, client_secret: app.clientSecret };
  const encoded = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
  return fetch(`${fake.url}/oauth/token`, {
    method: 'POST',
    headers: basic ? { authorization: `Basic ${encoded}` } : {},
    body: new URLSearchParams({
      ...fields,
      code_verifier: verifier,
      ...(basic ? {} : credentials),
    }),
  });
}

/** Registers, authorizes and exchanges the code; answers a client with the access token. */
async function connect(fake: FakeMastodon, scopes = 'read write') {
  const app = await registerApp(fake, scopes);
  const verifier = randomBytes(32).toString('base64url');
  const landing = await authorize(fake, app.clientId, scopes, verifier);
  const answer = await exchange(fake, app, landing.searchParams.get('code')!, verifier);
  const { access_token: accessToken } = (await answer.json()) as { access_token: string };
  return { app, accessToken, client: createRestAPIClient({ url: fake.url, accessToken }) };
}

describe('fake Mastodon, through masto', () => {
  let fake: FakeMastodon;
  let client: mastodon.rest.Client;
  let clock = new Date('2026-11-25T10:00:00Z');
  beforeEach(async () => {
    fake = await startFakeMastodon({ now: () => clock });
    client = (await connect(fake)).client;
  });
  afterEach(async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    await fake.close();
  });

  describe('connecting', () => {
    it('registers an app and runs the code flow with PKCE to a token for the account', async () => {
      expect(fake.registrations).toHaveLength(1);
      expect(fake.registrations[0]).toMatchObject({
        clientName: 'Quillpost',
        redirectUris: [REDIRECT_URI],
        scopes: ['read', 'write'],
        website: 'https://quillpost.test',
      });
      const app = await registerApp(fake, 'read write');
      const verifier = randomBytes(32).toString('base64url');
      const landing = await authorize(fake, app.clientId, 'read write', verifier);
      expect(landing.origin + landing.pathname).toBe(REDIRECT_URI);
      expect(landing.searchParams.get('state')).toBe('state-1');
      const code = landing.searchParams.get('code')!;

      const wrongVerifier = await exchange(fake, app, code, 'not-the-verifier', true);
      expect(wrongVerifier.status).toBe(400);
      expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
      const again = await authorize(fake, app.clientId, 'read write', verifier);
      const nextCode = again.searchParams.get('code')!;
      const wrongClient = { ...app, clientSecret: 'not-the-secret' };
      expect((await exchange(fake, wrongClient, nextCode, verifier, true)).status).toBe(401);
      const granted = await exchange(fake, app, nextCode, verifier, true);
      const token = (await granted.json()) as Record<string, unknown>;
      expect(token).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        scope: 'read write',
        created_at: clock.getTime() / 1000,
      });
      expect((await exchange(fake, app, nextCode, verifier, true)).status).toBe(400);
      expect(fake.tokenCalls.at(-1)).toEqual({
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT_URI,
        code: nextCode,
        code_verifier: verifier,
      });

      const account = await createRestAPIClient({
        url: fake.url,
        accessToken: token.access_token as string,
      }).v1.accounts.verifyCredentials();
      expect(account).toMatchObject({
        id: fake.account.id,
        username: 'ada',
        acct: 'ada',
        displayName: 'Ada on Mastodon',
        url: `${fake.url}/@ada`,
      });
    });

    it('redirects with access_denied when the person refuses', async () => {
      fake.denyAuthorization = true;
      const app = await registerApp(fake, 'read');
      const landing = await authorize(fake, app.clientId, 'read', 'verifier');
      expect(landing.searchParams.get('error')).toBe('access_denied');
      expect(landing.searchParams.get('state')).toBe('state-1');
      expect(landing.searchParams.has('code')).toBe(false);
    });

    it('refuses a revoked or expired token with 401, and a token without the scope with 403', async () => {
      const revoked = await connect(fake);
      await createOAuthAPIClient({ url: fake.url }).revoke({
        ...revoked.app,
        token: revoked.accessToken,
      });
      expect(fake.revoked).toEqual([revoked.accessToken]);
      const error = await httpError(revoked.client.v1.accounts.verifyCredentials());
      expect([error.statusCode, error.message]).toEqual([401, 'The access token is invalid']);

      await client.v1.accounts.verifyCredentials();
      fake.expireAccessTokens();
      expect((await httpError(client.v1.accounts.verifyCredentials())).statusCode).toBe(401);

      const readOnly = (await connect(fake, 'read')).client;
      const outOfScope = await httpError(readOnly.v1.statuses.create({ status: 'hello' }));
      expect([outOfScope.statusCode, outOfScope.message]).toEqual([
        403,
        'This action is outside the authorized scopes',
      ]);
    });

    it('tells its limits: characters, media, what a URL counts', async () => {
      const instance = await client.v2.instance.fetch();
      expect(instance.domain).toBe(fake.domain);
      expect(instance.configuration.statuses).toEqual({
        maxCharacters: 500,
        maxMediaAttachments: 4,
        charactersReservedPerUrl: 23,
      });
      fake.maxCharacters = 300;
      expect((await client.v2.instance.fetch()).configuration.statuses.maxCharacters).toBe(300);
    });
  });

  describe('posting', () => {
    it('takes a status as a form too, with media_ids[]', async () => {
      const file = new File([randomBytes(8)], 'a.png', { type: 'image/png' });
      const media = await client.v2.media.create({ file, description: 'A', skipPolling: true });
      const first = await client.v1.statuses.create({ status: 'Part 1' });
      const answer = await fetch(`${fake.url}/api/v1/statuses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.issuedTokens[0]}` },
        body: new URLSearchParams([
          ['status', 'Part 2'],
          ['in_reply_to_id', first.id],
          ['media_ids[]', media.id],
          ['spoiler_text', 'Spoiler'],
        ]),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        in_reply_to_id: first.id,
        spoiler_text: 'Spoiler',
        media_attachments: [{ id: media.id, description: 'A' }],
      });
    });

    it('posts a reply chain; the same Idempotency-Key again answers the first status', async () => {
      const first = await client.v1.statuses.create({ status: 'Part 1\n\nof <2>' }, withKey('k1'));
      const second = await client.v1.statuses.create(
        { status: 'Part 2', inReplyToId: first.id, visibility: 'unlisted' },
        withKey('k2'),
      );
      expect(first.content).toBe('<p>Part 1</p><p>of &#60;2&#62;</p>');
      expect(second).toMatchObject({
        inReplyToId: first.id,
        visibility: 'unlisted',
        account: { id: fake.account.id },
        url: `${fake.url}/@ada/${second.id}`,
      });
      const again = await client.v1.statuses.create({ status: 'Part 2' }, withKey('k2'));
      expect(again.id).toBe(second.id);
      expect(fake.statuses.map((status) => status.text)).toEqual(['Part 1\n\nof <2>', 'Part 2']);
      expect((await client.v1.statuses.$select(first.id).fetch()).repliesCount).toBe(1);

      // The key lasts an hour.
      clock = new Date(clock.getTime() + 60 * 60_000 + 1);
      const later = await client.v1.statuses.create({ status: 'Part 2' }, withKey('k2'));
      expect(later.id).not.toBe(second.id);
    });

    it('refuses more than the limit, counting a URL as 23, and a reply to nothing', async () => {
      const url = `https://example.com/${'a'.repeat(100)}`;
      await client.v1.statuses.create({ status: `${'x'.repeat(475)} ${url}.` });
      const tooLong = await httpError(client.v1.statuses.create({ status: 'x'.repeat(501) }));
      expect([tooLong.statusCode, tooLong.message]).toEqual([
        422,
        'Validation failed: Text character limit of 500 exceeded',
      ]);
      const warned = client.v1.statuses.create({
        status: 'x'.repeat(450),
        spoilerText: 'y'.repeat(51),
      });
      expect((await httpError(warned)).statusCode).toBe(422);
      const orphan = await httpError(client.v1.statuses.create({ status: 'hi', inReplyToId: '1' }));
      expect(orphan.statusCode).toBe(404);
      expect(fake.statuses).toHaveLength(1);
    });

    it('uploads an image with a description, which can change until a status uses it', async () => {
      const bytes = randomBytes(64);
      const file = new File([bytes], 'chart.png', { type: 'image/png' });
      // masto polls GET /api/v1/media/:id once, a second after the upload.
      const media = await client.v2.media.create({ file, description: 'A chart' });
      expect(media).toMatchObject({ type: 'image', description: 'A chart' });
      expect(media.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
      expect(fake.media[0]!.bytes.equals(bytes)).toBe(true);

      await client.v1.media.$select(media.id).update({ description: 'A rising chart' });
      const status = await client.v1.statuses.create({ status: 'See', mediaIds: [media.id] });
      expect(status.mediaAttachments).toMatchObject([
        { id: media.id, description: 'A rising chart' },
      ]);
      const late = client.v1.media.$select(media.id).update({ description: 'Too late' });
      expect((await httpError(late)).statusCode).toBe(404);
      const reused = client.v1.statuses.create({ status: 'Again', mediaIds: [media.id] });
      expect((await httpError(reused)).statusCode).toBe(422);
    });
  });

  describe('reading', () => {
    it("pages an account's statuses newest first, by the Link header, as masto follows it", async () => {
      const ids: string[] = [];
      for (const n of [1, 2, 3, 4, 5])
        ids.push((await client.v1.statuses.create({ status: `Post ${n}` })).id);
      const boost = await client.v1.statuses.$select(ids[0]!).reblog();
      expect(boost.reblog?.id).toBe(ids[0]);

      const account = client.v1.accounts.$select(fake.account.id);
      const pages: string[][] = [];
      for await (const page of account.statuses.list({ limit: 2, excludeReblogs: true })) {
        pages.push(page.map((status) => status.content));
      }
      expect(pages).toEqual([
        ['<p>Post 5</p>', '<p>Post 4</p>'],
        ['<p>Post 3</p>', '<p>Post 2</p>'],
        ['<p>Post 1</p>'],
      ]);
      expect((await account.statuses.list({ limit: 40 })).map((s) => s.id)).toEqual([
        boost.id,
        ...ids.toReversed(),
      ]);
      const above = await account.statuses.list({ minId: ids[0], limit: 2, excludeReblogs: true });
      expect(above.map((s) => s.id)).toEqual([ids[2], ids[1]]);
      const since = await account.statuses.list({
        sinceId: ids[0],
        limit: 2,
        excludeReblogs: true,
      });
      expect(since.map((s) => s.id)).toEqual([ids[4], ids[3]]);

      const answer = await fetch(
        `${fake.url}/api/v1/accounts/${fake.account.id}/statuses?limit=2&max_id=${ids[4]}`,
      );
      expect(answer.headers.get('link')).toBe(
        `<${fake.url}/api/v1/accounts/${fake.account.id}/statuses?limit=2&max_id=${ids[2]}>; rel="next", ` +
          `<${fake.url}/api/v1/accounts/${fake.account.id}/statuses?limit=2&min_id=${ids[3]}>; rel="prev"`,
      );
    });

    it('shows the counts a test sets, and a boost in the count', async () => {
      const status = await client.v1.statuses.create({ status: 'Counted' });
      fake.setCounts(status.id, { favourites: 7, replies: 2 });
      await client.v1.statuses.$select(status.id).reblog();
      const read = await createRestAPIClient({ url: fake.url })
        .v1.statuses.$select(status.id)
        .fetch();
      expect(read).toMatchObject({ favouritesCount: 7, reblogsCount: 1, repliesCount: 2 });
    });
  });

  describe('faults of the next post', () => {
    it('answers 503 (JSON, or a proxy page masto cannot read), 429 with the reset time, and 422', async () => {
      const resetAt = new Date('2026-11-25T10:05:00Z');
      fake.faults.push(
        { kind: 'unavailable' },
        { kind: 'unavailable', html: true },
        { kind: 'rate_limited', resetAt },
        { kind: 'rejected', message: 'Validation failed: Spam' },
      );
      expect((await httpError(client.v1.statuses.create({ status: 'a' }))).statusCode).toBe(503);
      expect(await rejection(client.v1.statuses.create({ status: 'a' }))).toBeInstanceOf(TypeError);
      const limited = await httpError(client.v1.statuses.create({ status: 'a' }));
      expect(limited.statusCode).toBe(429);
      expect((limited.cause as Response).headers.get('x-ratelimit-reset')).toBe(
        resetAt.toISOString(),
      );
      const rejected = await httpError(client.v1.statuses.create({ status: 'a' }));
      expect([rejected.statusCode, rejected.message]).toEqual([422, 'Validation failed: Spam']);
      expect(fake.attemptsOf('a')).toBe(4);
      expect(fake.statuses).toEqual([]);
    });

    it('loses the answer after posting; a retry with the same key answers that status', async () => {
      fake.faults.push({ kind: 'lost_answer', when: 'Part 2' });
      await client.v1.statuses.create({ status: 'Part 1' }, withKey('k1'));
      const lost = await rejection(client.v1.statuses.create({ status: 'Part 2' }, withKey('k2')));
      expect(lost).toBeInstanceOf(TypeError);
      expect(fake.statuses.map((status) => status.text)).toEqual(['Part 1', 'Part 2']);
      const retried = await client.v1.statuses.create({ status: 'Part 2' }, withKey('k2'));
      expect(retried.id).toBe(fake.statuses[1]!.id);
      expect(fake.attemptsOf('Part 2')).toBe(2);
      expect(fake.statuses).toHaveLength(2);
    });

    it("holds a post until released; the same key meanwhile is a 503, as behind Mastodon's lock", async () => {
      const held = fake.holdNextPost('slow');
      const posting = client.v1.statuses.create({ status: 'slow' }, withKey('k1'));
      await held.arrived;
      expect(fake.statuses).toEqual([]);
      expect(
        (await httpError(client.v1.statuses.create({ status: 'slow' }, withKey('k1')))).statusCode,
      ).toBe(503);
      held.release();
      const status = await posting;
      expect(fake.statuses.map((s) => s.id)).toEqual([status.id]);
    });

    it("holds for a time, and delays every answer, past a client's timeout", async () => {
      const impatient = createRestAPIClient({
        url: fake.url,
        accessToken: fake.issuedTokens[0]!,
        timeout: 200,
      });
      fake.faults.push({ kind: 'hold', until: 60_000 });
      expect(await rejection(impatient.v1.statuses.create({ status: 'a' }))).toBeInstanceOf(
        MastoTimeoutError,
      );
      fake.delayMs = 60_000;
      expect(await rejection(impatient.v2.instance.fetch())).toBeInstanceOf(MastoTimeoutError);
    });
  });

  it('answers like a web server that is not Mastodon when switched to', async () => {
    // masto cannot read an HTML error page: it fails with a TypeError, not a MastoHttpError.
    fake.notMastodon = 'not_found';
    expect(await rejection(client.v2.instance.fetch())).toBeInstanceOf(TypeError);
    // ...and takes an HTML page for an empty answer.
    fake.notMastodon = 'web_page';
    expect(await client.v2.instance.fetch()).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPosting, type FakeXPosting } from './fake-x-posts';
import { startFakeX, type FakeX } from './fake-x';

const REDIRECT_URI = 'https://quillpost.test/callback';
const VERIFIER = 'a-verifier-long-enough-for-pkce-0123456789abcdef';

let fake: FakeX;
let posting: FakeXPosting;
let accessToken: string;

/** The browser's approval and the code exchange, as an application connecting an account does. */
async function connect(): Promise<string> {
  const authorize = new URL(fake.authorizeUrl);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: fake.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'tweet.read tweet.write users.read offline.access',
    state: 'state-1',
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const approved = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
  const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
  const exchanged = await fetch(`${fake.url}/2/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: VERIFIER,
    }),
  });
  return ((await exchanged.json()) as { access_token: string }).access_token;
}

const post = (text: string) =>
  fetch(`${fake.url}/2/tweets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });

beforeAll(async () => {
  fake = await startFakeX();
  posting = addPosting(fake);
  accessToken = await connect();
});
afterAll(() => fake.close());

describe('fake X: faults of the next posts', () => {
  it('answers as many posts as `times` says with one fault, then posts', async () => {
    const resetAt = new Date(Date.now() + 60_000);
    posting.faults.push({ kind: 'rate_limited', resetAt, when: '(limited)', times: 3 });
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) statuses.push((await post(`Post ${n} (limited)`)).status);
    expect(statuses).toEqual([429, 429, 429, 201]);
    expect(posting.faults).toHaveLength(0);
  });

  it('answers one post by default, and only posts whose text holds `when`', async () => {
    posting.faults.push({ kind: 'unavailable', when: '(down)' });
    expect((await post('Not named by the fault')).status).toBe(201);
    expect((await post('Once (down)')).status).toBe(503);
    expect((await post('Again (down)')).status).toBe(201);
  });
});

describe('fake X: duplicate content', () => {
  it('refuses a text the author posted, even one a test added itself, and nothing else', async () => {
    expect((await post('Said once, here.')).status).toBe(201);
    expect((await post('Said once, here.')).status).toBe(403);
    const [mine] = posting.posts.filter((one) => one.text === 'Said once, here.');
    // A post a test stores directly counts as posted, and another author's text does not.
    posting.posts.push({ ...mine!, id: '1', text: 'Stored by the test.' });
    posting.posts.push({ ...mine!, id: '2', text: 'Stored for someone else.', authorId: 'other' });
    expect((await post('Stored by the test.')).status).toBe(403);
    expect((await post('Stored for someone else.')).status).toBe(201);
  });
});

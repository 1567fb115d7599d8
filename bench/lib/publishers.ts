import type { Publication } from '@quillpost/shared';
import type { FakeX } from '@quillpost/testing';
import { bearer, signIn } from './http';
import type { Publisher } from './seed-publishing';

/** A publication as scheduled through the API: when it is due and the text of its last part. */
export interface Scheduled {
  id: string;
  publishAt: number;
  parts: string[];
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Signs a publisher in and connects their own X account as a browser would: the server's connect
 * route, X's authorize page (the fake approves at once), then the server's callback with the
 * cookie the connect route set, which stores the tokens encrypted. Answers the sign-in token.
 */
export async function connectPublisher(
  baseUrl: string,
  fake: FakeX,
  publisher: Publisher,
  index: number,
): Promise<string> {
  const token = await signIn(baseUrl, publisher);
  fake.user = {
    id: String(1_500_000_000_000_000_000n + BigInt(index)),
    username: `publisher_${index + 1}`,
    name: publisher.name,
  };
  const connect = await fetch(`${baseUrl}/api/v0/x/connect`, {
    method: 'POST',
    headers: bearer(token),
  });
  await expectStatus(connect, 200, 'Connecting X');
  const { url } = (await connect.json()) as { url: string };
  // The cookie that binds the flow to this browser goes back with the callback.
  const cookie = connect.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const authorized = await fetch(url, { redirect: 'manual' });
  await expectStatus(authorized, 302, 'X authorize');
  const callback = await fetch(authorized.headers.get('location')!, {
    redirect: 'manual',
    headers: { cookie },
  });
  await expectStatus(callback, 302, 'X callback');
  const landing = callback.headers.get('location') ?? '';
  if (!landing.includes('x=connected')) throw new Error(`X was not connected: ${landing}`);
  return token;
}

/** Schedules one post at `publishAt` through `POST /api/v0/publications`. */
export async function schedulePost(
  baseUrl: string,
  token: string,
  postId: string,
  publishAt: Date,
): Promise<Scheduled> {
  const response = await fetch(`${baseUrl}/api/v0/publications`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ postId, publishAt: publishAt.toISOString() }),
  });
  await expectStatus(response, 201, 'Scheduling');
  const { publication } = (await response.json()) as { publication: Publication };
  return {
    id: publication._id,
    publishAt: new Date(publication.publishAt).getTime(),
    parts: publication.parts.map((part) => part.text),
  };
}

/** Each publication's status as its owner's list shows it. */
export async function publicationStatuses(baseUrl: string, tokens: string[]) {
  const statuses = new Map<string, string>();
  for (const token of tokens) {
    // Each publisher has far fewer than a page of 100.
    const response = await fetch(`${baseUrl}/api/v0/publications?limit=100`, {
      headers: bearer(token),
    });
    await expectStatus(response, 200, 'Listing publications');
    const { publications } = (await response.json()) as { publications: Publication[] };
    for (const publication of publications) statuses.set(publication._id, publication.status);
  }
  return statuses;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the answers. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return answers;
}

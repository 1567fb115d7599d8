import type { NetworkKey, Publication } from '@quillpost/shared';
import { bearer, expectStatus } from './http';

/** A publication as scheduled through the API: when it is due, its network and its parts' texts. */
export interface Scheduled {
  id: string;
  network: NetworkKey;
  publishAt: number;
  parts: string[];
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
    network: publication.network as NetworkKey,
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

/** The shape of one publishing run: how many people, posts and workers, and how fast networks answer. */
export interface PublishingSettings {
  people: number;
  postsEach: number;
  /** Every n-th post of a person is a four-part thread. */
  threadEvery: number;
  /** The due times are spread evenly over this many seconds. */
  spreadSeconds: number;
  /** Each fake network's answer time for a post. */
  postDelayMs: number;
  /** Worker processes beside an API-only server on PostgreSQL. */
  postgresWorkers: number;
}

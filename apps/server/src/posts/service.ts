import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  POST_COLLECTIONS,
  STYLE_MINIMUM_POSTS,
  type CreatePostRequest,
  type Evergreen,
  type Post,
  type PostKind,
} from '@quillpost/shared';
import { evergreenOfPosts } from '../evergreen';
import { unitsOf, type GenerateOptions } from '../generation';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { cancelPublicationOfDeletedPost } from '../publications';
import { writingStyleFor } from '../style';
import type { AppDeps } from '../types';
import {
  assertGenerationAvailable,
  planLimitError,
  usagePeriod,
  type PlanAndCount,
} from '../usage';
import * as repository from './repository';

/** The same 404 for a missing post and for someone else's: never reveal that it exists. */
export const postNotFound = (kind: PostKind) =>
  notFound(`${kind[0]!.toUpperCase()}${kind.slice(1)}`);

/** A post as answered; `evergreen` is its cycle's state (`evergreenOfPosts`) when it is evergreen. */
export function toPost(row: repository.PostFields, evergreen: Evergreen | null = null): Post {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    format: row.format,
    voice: row.voice,
    tags: row.tags,
    source: row.source,
    variantOf: row.variantOf,
    evergreen: row.evergreen ? (evergreen ?? { ...row.evergreen, ...NOT_STARTED }) : null,
    createdAt: row.createdAt.toISOString(),
    media: row.media,
  };
}

/** An evergreen post that has not gone out yet: no variant is due, none went out. */
const NOT_STARTED = { nextAt: null, sent: 0, failure: null } as const;

/** Posts as answered, each evergreen one with where its cycle stands. */
export async function toPosts(
  deps: AppDeps,
  rows: readonly repository.PostFields[],
): Promise<Post[]> {
  const evergreen = await evergreenOfPosts(deps.db, rows);
  return rows.map((row) => toPost(row, evergreen.get(row.id) ?? null));
}

/**
 * How many of the newest tweets, and of the newest threads, a generation is kept from repeating:
 * enough to cover what a person keeps at hand, few enough to read in one short query.
 */
export const RECENT_POSTS_AVOIDED = 60;

/** Every part of the given tweets and threads, each a text a new post must not repeat. */
export const unitsToAvoid = (recent: { tweets: string[]; threads: string[] }): string[] => [
  ...recent.tweets.flatMap((content) => unitsOf('tweet', content)),
  ...recent.threads.flatMap((content) => unitsOf('thread', content)),
];

/**
 * The style a tweet or thread is written in, and the person's newest tweets and thread parts,
 * which it must not repeat. PostgreSQL runs the two reads side by side on two connections, both
 * cores at work; PGlite runs one statement at a time, each behind its locks, so there the style's
 * basis is read in the same statement as the texts (about 0.3 ms less a generation).
 */
async function styleAndTextsToAvoid(deps: AppDeps, input: { userId: string; useStyle?: boolean }) {
  const recent = { userId: input.userId, limit: RECENT_POSTS_AVOIDED };
  if (deps.database.kind === 'pglite' && input.useStyle !== false) {
    const read = await repository.recentTweetsAndThreadsWithStyleBasis(deps.db, {
      ...recent,
      enough: STYLE_MINIMUM_POSTS,
    });
    const style = await writingStyleFor(deps, { ...input, basis: read.styleBasis });
    return { style, avoid: unitsToAvoid(read) };
  }
  const [style, read] = await Promise.all([
    writingStyleFor(deps, input),
    repository.recentTweetsAndThreads(deps.db, recent),
  ]);
  return { style, avoid: unitsToAvoid(read) };
}

/**
 * Generates a post and saves it. A generation that fails saves nothing and uses up no quota;
 * the quota is taken in the same statement that saves the post.
 */
export async function createPost(
  deps: AppDeps,
  input: {
    userId: string;
    account: PlanAndCount;
    kind: PostKind;
    request: CreatePostRequest;
  } & GenerateOptions,
): Promise<Post> {
  const usage = assertGenerationAvailable(deps, { account: input.account });
  const { title, format, voice, tags, useStyle } = input.request;
  // Ideas are angles, not posts: there is no way of writing them to follow, nor a part to repeat.
  const { style, avoid } =
    input.kind === 'idea'
      ? { style: null, avoid: undefined }
      : await styleAndTextsToAvoid(deps, { userId: input.userId, useStyle });
  const { content } = await deps.generation.generate(
    { kind: input.kind, title, format, voice, tags, avoid, ...(style ? { style } : {}) },
    { signal: input.signal, onDelta: input.onDelta },
  );
  const row: repository.PostRow = {
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    title,
    content,
    format,
    voice,
    tags,
    source: 'generated',
    variantOf: null,
    evergreen: null,
    media: [],
    createdAt: deps.now(),
  };
  const { period } = usagePeriod(row.createdAt);
  const saved = await repository.insertCountedPost(deps.db, {
    post: row,
    period,
    limit: usage.limit,
  });
  if (!saved) throw planLimitError({ ...usage, used: usage.limit });
  return toPost(row);
}

/** One page: the newest `limit` posts before the cursor (if any), oldest first. */
export async function listPostsPage(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; limit: number; before?: string },
): Promise<Post[]> {
  return toPosts(deps, await repository.listPostsPage(deps.db, input));
}

/** Rows read and written per step of a whole-library answer (about 40 KB of JSON). */
const LIBRARY_PAGE_SIZE = 100;

/**
 * A whole library (before the cursor, if any), oldest first, as the JSON text of
 * `{ "<collection>": [post, ...] }`, byte for byte what serialising the whole list at once gives.
 * It is read in pages and written page by page, and other requests run between pages: a library
 * of thousands of posts never holds the event loop, nor one huge string. The first page is read
 * before answering, so a database failure still becomes an error answer.
 */
export async function libraryAsJson(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; before?: string },
): Promise<Readable> {
  const pages = repository.allPostsInPages(deps.db, { ...input, pageSize: LIBRARY_PAGE_SIZE });
  let page = await pages.next();
  async function* chunks() {
    yield `{${JSON.stringify(POST_COLLECTIONS[input.kind])}:[`;
    let separator = '';
    while (!page.done) {
      const answered = await toPosts(deps, page.value);
      yield separator + answered.map((post) => JSON.stringify(post)).join(',');
      separator = ',';
      await setImmediate();
      page = await pages.next();
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Deletes a post and, in the same transaction, cancels its scheduled publication; refused with a
 * 409 while the post is going out. 404 both for a missing post and for someone else's: never
 * reveal that it exists.
 */
export async function deletePost(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; id: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await repository.deletePost(tx, input);
    if (!deleted) throw postNotFound(input.kind);
    await cancelPublicationOfDeletedPost(tx, { userId: input.userId, postId: input.id });
  });
}

import { textRules } from '@quillpost/shared';
import { NetworkError, type HistoryPost, type Network } from '../../src/networks/network';

export type HistoryFault =
  | { kind: 'rate_limited'; resetAt: Date }
  | { kind: 'rejected'; message: string }
  /** The read runs `then` (a worker stopping) before answering. */
  | { kind: 'before_answer'; then: () => void };

const unsupported = () => {
  throw new NetworkError('rejected', 'The scripted history network only reads history.');
};

/**
 * A network whose account has `count` posts of its own, served newest first `pageSize` a page
 * as X serves them (ids grow with time), with faults a test plants for a given read.
 */
export function scriptedHistory(options: { count: number; pageSize?: number }) {
  const pageSize = options.pageSize ?? 100;
  // Posts an hour apart, the newest a day old: recent ones fall in the duplicate check's window.
  const firstPostAt = Date.now() - (options.count + 24) * 3_600_000;
  let made = 0;
  const posts: HistoryPost[] = [];
  const reads: { cursor?: string; newerThan?: string }[] = [];
  /** Faults by the number of the read (1 for the first) they answer. */
  const faults = new Map<number, HistoryFault>();

  function addPosts(count: number) {
    for (let i = 0; i < count; i++) {
      made += 1;
      const id = String(1_000_000 + made);
      posts.unshift({
        id,
        text: `Post number ${made} from before Quillpost.`,
        url: `https://x.example/status/${id}`,
        postedAt: new Date(firstPostAt + made * 3_600_000),
        figures: {
          id,
          impressions: made * 10,
          likes: made % 7,
          reposts: made % 3,
          replies: made % 2,
          quotes: 0,
          bookmarks: 1,
          linkClicks: null,
          profileClicks: null,
        },
      });
    }
  }
  addPosts(options.count);

  const network: Network = {
    key: 'x',
    provider: 'real',
    connect: { kind: 'password', signIn: async () => unsupported() },
    rules: () => textRules('x'),
    refresh: async (credentials) => ({ credentials, expiresAt: null }),
    revoke: async () => {},
    post: async () => unsupported(),
    repostBlocked: () => null,
    repost: async () => unsupported(),
    findSent: async () => null,
    figuresBatchSize: 100,
    reportsImpressions: true,
    readFigures: async () => ({ posts: [], missing: [] }),
    mediaBlocked: () => null,
    uploadMedia: async () => unsupported(),
    async readHistory(_session, input) {
      reads.push(input);
      const fault = faults.get(reads.length);
      if (fault?.kind === 'rate_limited')
        throw new NetworkError('rate_limited', 'Too Many Requests', { resetAt: fault.resetAt });
      if (fault?.kind === 'rejected') throw new NetworkError('rejected', fault.message);
      const newer = posts.filter(
        (post) => !input.newerThan || BigInt(post.id) > BigInt(input.newerThan),
      );
      const start = input.cursor ? newer.findIndex((post) => post.id === input.cursor) + 1 : 0;
      const page = newer.slice(start, start + pageSize);
      const more = start + page.length < newer.length;
      if (fault?.kind === 'before_answer') fault.then();
      return { posts: page, next: more ? page.at(-1)!.id : null };
    },
  };
  return { network, posts, reads, faults, addPosts };
}

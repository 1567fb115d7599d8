import type { NetworkKey, Publication } from '@quillpost/shared';
import type { NetworkFakes } from './networks';

/** A post as the network holds it, whichever network it is. */
export interface RemotePostView {
  id: string;
  text: string;
  createdAt: Date;
  /** Bluesky's content hash, which a reply names beside the id. */
  cid?: string;
  parent: { id: string; cid?: string } | null;
  /** The thread's first post, where the network records it (Bluesky). */
  root?: { id: string; cid?: string } | null;
  /** The images it shows, in order: the upload's id at the network and its alt text. */
  images: { id: string; alt: string }[];
}

/** An image the network received, whether a post uses it or not. */
export interface UploadView {
  id: string;
  bytes: number;
}

/** One network's fake seen the same way as the others, for tests that run on each. */
export interface NetworkView {
  key: NetworkKey;
  posts(): RemotePostView[];
  attemptsOf(text: string): number;
  /** Settles once the network has been asked to post this text `count` times in all. */
  attempted(text: string, count: number): Promise<void>;
  /** Faults for the next post whose text includes `when`. */
  unavailable(when: string): void;
  rateLimited(when: string, resetAt: Date): void;
  lostAnswer(when: string): void;
  /**
   * Holds the next such post at the network, the caller left waiting: X posts it and never
   * answers; Bluesky and Mastodon wait until `release()` and then post it (and answer).
   */
  hold(when: string): { arrived: Promise<void>; release(): void };
  /** Makes every access token issued so far refused. */
  expireAccessTokens(): void;
  /** Refresh tokens presented and refused, where the network has them (not Mastodon). */
  refreshes(): { spent: number; refused: number } | null;
  /** Makes renewing a session take this long (on Bluesky, every answer), so renewals overlap. */
  slowRefreshes(ms: number): void;
  /** Every image upload the network completed, in order. */
  uploads(): UploadView[];
  /** The next image upload answers 503 and keeps nothing. */
  uploadUnavailable(): void;
  /** The next image upload completes, and its answer is lost. */
  uploadLostAnswer(): void;
}

/** Calls the listener after each push onto the list, as the fakes push every text asked. */
function onPush(list: string[], listener: () => void) {
  const push = list.push.bind(list);
  list.push = (...items: string[]) => {
    const length = push(...items);
    listener();
    return length;
  };
}

/** A promise settled once `check` holds, looked at after every attempt the fake records. */
function attemptWatch(list: string[]) {
  const waiting = new Set<() => void>();
  onPush(list, () => waiting.forEach((check) => check()));
  return (check: () => boolean) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!check()) return;
        waiting.delete(look);
        resolve();
      };
      waiting.add(look);
      look();
    });
}

const released = () => {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
};

function xView({ x, xPosting: posting }: NetworkFakes): NetworkView {
  const when = attemptWatch(posting.attempts);
  return {
    key: 'x',
    posts: () =>
      posting.posts.map((post) => ({
        id: post.id,
        text: post.text,
        createdAt: post.createdAt,
        parent: post.replyToId ? { id: post.replyToId } : null,
        images: (post.mediaIds ?? []).map((id) => ({
          id,
          alt: posting.media.uploads.find((upload) => upload.id === id)?.altText ?? '',
        })),
      })),
    attemptsOf: (text) => posting.attemptsOf(text),
    attempted: (text, count) => when(() => posting.attemptsOf(text) >= count),
    unavailable: (text) => void posting.faults.push({ when: text, kind: 'unavailable' }),
    rateLimited: (text, resetAt) =>
      void posting.faults.push({ when: text, kind: 'rate_limited', resetAt }),
    lostAnswer: (text) => void posting.faults.push({ when: text, kind: 'lost_answer' }),
    hold: (text) => {
      posting.faults.push({ when: text, kind: 'held' });
      // Recorded as it arrives; the fake posts it before it looks at anything else.
      return { arrived: when(() => posting.attempts.some((a) => a.includes(text))), release() {} };
    },
    expireAccessTokens: () => x.expireAccessTokens(),
    refreshes: () => ({ spent: x.refreshSpends.length, refused: x.refusedRefreshes }),
    slowRefreshes: (ms) => void (x.refreshDelayMs = ms),
    uploads: () =>
      posting.media.finished().map((upload) => ({
        id: upload.id,
        bytes: upload.segments.reduce((sum, segment) => sum + segment.length, 0),
      })),
    uploadUnavailable: () => void posting.media.uploadFaults.push('unavailable'),
    uploadLostAnswer: () => void posting.media.uploadFaults.push('lost_answer'),
  };
}

function blueskyView({ bluesky: fake }: NetworkFakes): NetworkView {
  const when = attemptWatch(fake.attempts);
  return {
    key: 'bluesky',
    posts: () =>
      fake.posts.map((post) => ({
        id: post.uri,
        text: post.text,
        createdAt: new Date(post.indexedAt),
        cid: post.cid,
        parent: post.reply ? { id: post.reply.parent.uri, cid: post.reply.parent.cid } : null,
        root: post.reply ? { id: post.reply.root.uri, cid: post.reply.root.cid } : null,
        images: blueskyImages(post.record),
      })),
    attemptsOf: (text) => fake.attemptsOf(text),
    attempted: (text, count) => fake.waitForAttempts(text, count),
    unavailable: (text) => void fake.faults.push({ when: text, kind: 'unavailable' }),
    rateLimited: (text, resetAt) =>
      void fake.faults.push({ when: text, kind: 'rate_limited', resetAt }),
    lostAnswer: (text) => void fake.faults.push({ when: text, kind: 'lost_answer' }),
    hold: (text) => {
      const { until, release } = released();
      fake.faults.push({ when: text, kind: 'hold', until });
      return { arrived: when(() => fake.attempts.some((a) => a.includes(text))), release };
    },
    expireAccessTokens: () => fake.expireAccessTokens(),
    refreshes: () => ({ spent: fake.refreshSpends.length, refused: fake.refusedRefreshes }),
    slowRefreshes: (ms) => void (fake.delayMs = ms),
    uploads: () => fake.blobs.map((blob) => ({ id: blob.cid, bytes: blob.size })),
    uploadUnavailable: () => void fake.uploadFaults.push('unavailable'),
    uploadLostAnswer: () => void fake.uploadFaults.push('lost_answer'),
  };
}

function mastodonView({ mastodon: fake }: NetworkFakes): NetworkView {
  const when = attemptWatch(fake.attempts);
  return {
    key: 'mastodon',
    posts: () =>
      fake.statuses
        .filter((status) => !status.reblogOfId)
        .map((status) => ({
          id: status.id,
          text: status.text,
          createdAt: status.createdAt,
          parent: status.inReplyToId ? { id: status.inReplyToId } : null,
          images: status.mediaIds.map((id) => ({
            id,
            alt: fake.media.find((media) => media.id === id)?.description ?? '',
          })),
        })),
    attemptsOf: (text) => fake.attemptsOf(text),
    attempted: (text, count) => when(() => fake.attemptsOf(text) >= count),
    unavailable: (text) => void fake.faults.push({ when: text, kind: 'unavailable' }),
    rateLimited: (text, resetAt) =>
      void fake.faults.push({ when: text, kind: 'rate_limited', resetAt }),
    lostAnswer: (text) => void fake.faults.push({ when: text, kind: 'lost_answer' }),
    hold: (text) => fake.holdNextPost(text),
    expireAccessTokens: () => fake.expireAccessTokens(),
    refreshes: () => null,
    slowRefreshes: () => {},
    uploads: () => fake.media.map((media) => ({ id: media.id, bytes: media.bytes.length })),
    uploadUnavailable: () => void fake.uploadFaults.push('unavailable'),
    uploadLostAnswer: () => void fake.uploadFaults.push('lost_answer'),
  };
}

/** The images of a Bluesky post's record: each blob's CID and its alt text. */
function blueskyImages(record: Record<string, unknown>): { id: string; alt: string }[] {
  const embed = record.embed as
    { images?: { image?: { ref?: { $link?: string } }; alt?: string }[] } | undefined;
  return (embed?.images ?? []).map((image) => ({
    id: image.image?.ref?.$link ?? '',
    alt: image.alt ?? '',
  }));
}

/** Each network's view of the fakes, by key. */
export function networkViews(fakes: NetworkFakes): Record<NetworkKey, NetworkView> {
  return { x: xView(fakes), bluesky: blueskyView(fakes), mastodon: mastodonView(fakes) };
}

/**
 * What is wrong with the publication as the network holds it: a part missing or posted more
 * than once, or a reply that does not answer the part before it (and, on Bluesky, name the
 * thread's first post) with the right id and content hash. Empty when the thread is intact.
 */
export function threadProblems(view: NetworkView, publication: Publication): string[] {
  const all = view.posts();
  const problems: string[] = [];
  const sent = publication.parts.map((part) => {
    const copies = all.filter((post) => post.text === part.text);
    if (copies.length !== 1) problems.push(`part ${part.position} is there ${copies.length} times`);
    const post = all.find((each) => each.id === part.xPostId);
    if (!post) problems.push(`part ${part.position} has no post ${part.xPostId}`);
    return post;
  });
  const same = (ref: { id: string; cid?: string } | null | undefined, post?: RemotePostView) =>
    Boolean(ref && post && ref.id === post.id && ref.cid === post.cid);
  sent.forEach((post, i) => {
    if (!post) return;
    if (i === 0 ? post.parent !== null : !same(post.parent, sent[i - 1])) {
      problems.push(`part ${i + 1} answers ${JSON.stringify(post.parent)}`);
    }
    if (post.root !== undefined && (i === 0 ? post.root !== null : !same(post.root, sent[0]))) {
      problems.push(`part ${i + 1} names the root ${JSON.stringify(post.root)}`);
    }
  });
  return problems;
}

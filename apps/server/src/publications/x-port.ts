import type { WeeklySlot } from '@quillpost/shared';

/** The connected X account a publication goes out on. */
export interface PublishingAccount {
  xUserId: string;
  username: string;
}

export interface PublishedPost {
  id: string;
  text: string;
  createdAt: Date;
  replyToId?: string;
}

/** One page of an account's own posts, newest first. */
export interface OwnPostsPage {
  posts: PublishedPost[];
  /** Where the next, older page starts; absent on the last page. */
  cursor?: string;
}

/**
 * Why an X call failed, as the X client reports it: retry, wait, refresh or fail is decided from
 * this kind, never from a message.
 */
export type XFailureKind =
  'rate_limited' | 'unauthorized' | 'duplicate' | 'rejected' | 'unavailable' | 'outcome_unknown';

export interface XFailure {
  kind: XFailureKind;
  message: string;
  resetAt?: Date;
}

export function asXFailure(error: unknown): XFailure | null {
  if (!(error instanceof Error) || !('kind' in error) || typeof error.kind !== 'string')
    return null;
  return error as unknown as XFailure;
}

/** What publishing needs of the X feature: the account, its tokens, posting, and the user's slots. */
export interface PublishingX {
  findAccount(userId: string): Promise<PublishingAccount | null>;
  /** Calls `fn` with a valid access token, renewed under the account lock when X refuses it once. */
  withAccessToken<T>(
    userId: string,
    fn: (accessToken: string, account: PublishingAccount) => Promise<T>,
  ): Promise<T>;
  createPost(
    accessToken: string,
    input: { text: string; replyToId?: string },
  ): Promise<{ id: string }>;
  /**
   * The account's own posts made at or after `since`, newest first, a page at a time (the network
   * decides its size): the first page without `cursor`, each next one with the cursor of the one
   * before.
   */
  ownPosts(
    accessToken: string,
    accountId: string,
    query: { since: Date; cursor?: string },
  ): Promise<OwnPostsPage>;
  postUrl(username: string, id: string): string;
  settings(userId: string): Promise<{ timezone: string; slots: WeeklySlot[] }>;
}

/** Until an X account can be connected, there is nothing to publish to. */
export const unconnectedX: PublishingX = {
  findAccount: async () => null,
  withAccessToken: async () => {
    throw Object.assign(new Error('No X account is connected.'), { kind: 'rejected' });
  },
  createPost: async () => {
    throw Object.assign(new Error('No X account is connected.'), { kind: 'rejected' });
  },
  ownPosts: async () => ({ posts: [] }),
  postUrl: (username, id) => `https://x.com/${username}/status/${id}`,
  settings: async () => ({ timezone: 'UTC', slots: [] }),
};

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
  recentPosts(accessToken: string, xUserId: string, since: Date): Promise<PublishedPost[]>;
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
  recentPosts: async () => [],
  postUrl: (username, id) => `https://x.com/${username}/status/${id}`,
  settings: async () => ({ timezone: 'UTC', slots: [] }),
};

import type { XAccount } from '@quillpost/shared';
import { getSettings } from '../../settings';
import type { AppDeps } from '../../types';
import { findAccount, withAccessToken } from './access-token';
import type { XPostInput } from './client';

/**
 * What publishing needs of X (its port, which buildApp plugs this into), from the connected
 * account and the X client.
 */
export function createPublishingX(deps: AppDeps) {
  return {
    findAccount: (userId: string) => findAccount(deps, userId),
    withAccessToken: <T>(
      userId: string,
      fn: (accessToken: string, account: XAccount) => Promise<T>,
    ) => withAccessToken(deps, userId, fn),
    createPost: (accessToken: string, input: XPostInput) => deps.x.createPost(accessToken, input),
    ownPosts: (accessToken: string, xUserId: string, query: { since: Date; cursor?: string }) =>
      deps.x.ownPosts(accessToken, xUserId, query),
    postUrl: (username: string, id: string) => deps.x.postUrl(username, id),
    settings: (userId: string) => getSettings(deps, { userId }),
  };
}

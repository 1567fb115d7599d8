import type { PublishingX } from '../publications/x-port';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { findAccount, withAccessToken } from './access-token';

/** What publishing needs of X, from the connected account and the X client. */
export function createPublishingX(deps: AppDeps): PublishingX {
  return {
    findAccount: (userId) => findAccount(deps, userId),
    withAccessToken: (userId, fn) => withAccessToken(deps, userId, fn),
    createPost: (accessToken, input) => deps.x.createPost(accessToken, input),
    recentPosts: (accessToken, xUserId, since) => deps.x.recentPosts(accessToken, xUserId, since),
    postUrl: (username, id) => deps.x.postUrl(username, id),
    settings: (userId) => getSettings(deps, { userId }),
  };
}

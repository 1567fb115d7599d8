import type { PostKind } from '@quillpost/shared';

/** Query keys shared across features, so one feature can refresh what another shows. */
export const queryKeys = {
  me: ['me'] as const,
  config: ['config'] as const,
  posts: (kind: PostKind) => ['posts', kind] as const,
  allPosts: ['posts'] as const,
  publications: ['publications'] as const,
  /** Under `publications`, so any change to a publication refreshes the cards too. */
  postPublications: (postIds: readonly string[]) => ['publications', 'posts', ...postIds] as const,
  /** The time zone and weekly slots: the zone every screen names, the calendar's open places. */
  settings: ['settings'] as const,
  /** The connected accounts on every network: settings changes them, publishing asks for them. */
  accounts: ['accounts'] as const,
  /** `accountId` is empty for the figures of every account. */
  analytics: (period: string, timezone: string, accountId = '') =>
    ['analytics', period, timezone, accountId] as const,
  allAnalytics: ['analytics'] as const,
  /** Under `allAnalytics`, so a refresh of the figures reaches cards and the schedule too. */
  publicationFigures: (ids: readonly string[]) => ['analytics', 'publications', ...ids] as const,
  /** Under `allAnalytics`: new figures change the best hours too. */
  bestTimes: (accountId: string) => ['analytics', 'best-times', accountId] as const,
  style: ['style'] as const,
};

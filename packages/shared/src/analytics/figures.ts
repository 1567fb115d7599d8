/**
 * The counts X reports for one post at one read. Link and profile clicks are null where X does
 * not report them (posts older than 30 days, or an answer without the private metrics).
 */
export interface PostFigures {
  /** Null where the network reports no impressions (Bluesky, Mastodon). */
  impressions: number | null;
  likes: number;
  reposts: number;
  replies: number;
  quotes: number;
  bookmarks: number;
  linkClicks: number | null;
  profileClicks: number | null;
}

export const COUNTED_FIGURES = ['likes', 'reposts', 'replies', 'quotes', 'bookmarks'] as const;

export const ZERO_FIGURES: PostFigures = {
  impressions: null,
  likes: 0,
  reposts: 0,
  replies: 0,
  quotes: 0,
  bookmarks: 0,
  linkClicks: null,
  profileClicks: null,
};

const addReported = (a: number | null, b: number | null) =>
  a === null && b === null ? null : (a ?? 0) + (b ?? 0);

/** The figures of several posts together: a publication is the sum of its parts. */
export function sumFigures(list: readonly PostFigures[]): PostFigures {
  const total = { ...ZERO_FIGURES };
  for (const figures of list) {
    for (const key of COUNTED_FIGURES) total[key] += figures[key];
    total.impressions = addReported(total.impressions, figures.impressions);
    total.linkClicks = addReported(total.linkClicks, figures.linkClicks);
    total.profileClicks = addReported(total.profileClicks, figures.profileClicks);
  }
  return total;
}

/**
 * Likes, reposts, replies, quotes and bookmarks, plus link and profile clicks where X reports
 * them.
 */
export function engagementsOf(figures: PostFigures): number {
  return (
    figures.likes +
    figures.reposts +
    figures.replies +
    figures.quotes +
    figures.bookmarks +
    (figures.linkClicks ?? 0) +
    (figures.profileClicks ?? 0)
  );
}

/**
 * Engagements per impression: 0 with no impressions yet, and null where the network reports no
 * impressions at all (a rate would be made up).
 */
export function engagementRate(engagements: number, impressions: number | null): number | null {
  if (impressions === null) return null;
  return impressions > 0 ? engagements / impressions : 0;
}

import { z } from 'zod';
import { idList, MAX_LISTED_IDS } from './id-list';
import { ZId } from './ids';
import { queryYearsMessage, withinQueryYears } from './query-dates';
import { timezoneField } from './timezone';

const instant = (field: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${field} must be a date (YYYY-MM-DD) or a date-time with Z or an offset`,
    })
    .refine(withinQueryYears, queryYearsMessage(field));

/**
 * The period is publication time from `from` to `to`, both included; a plain date as `to` means
 * the whole of that day. `timezone` (an accepted IANA name, answered in its one spelling) places
 * days and hours of the week; UTC by default.
 */
export const ZAnalyticsQuery = z.object({
  /** Only what went out on this account. */
  accountId: ZId.optional(),
  from: instant('from').optional(),
  to: instant('to').optional(),
  timezone: timezoneField('timezone').optional(),
});
export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const count = z.number().int().nonnegative();
/** Null where X does not report the figure (older posts, or without the private metrics). */
const reportedCount = count.nullable();

/**
 * What the network reports of a post (summed over parts for a publication), and the engagements;
 * impressions are null where the network reports none (Bluesky, Mastodon).
 */
const postFigures = {
  impressions: reportedCount,
  likes: count,
  reposts: count,
  replies: count,
  quotes: count,
  bookmarks: count,
  linkClicks: reportedCount,
  profileClicks: reportedCount,
  engagements: count,
};

const ZPartFigures = z.object({
  position: z.number().int().positive(),
  xPostId: z.string(),
  ...postFigures,
  /** When these figures were read from X; null before the first read. */
  readAt: z.string().nullable(),
});

export const ZAnalyticsPublication = z.object({
  _id: z.string(),
  /** Empty for a post imported from the account's history, which has no post in Quillpost. */
  postId: z.string(),
  /** Read from the account's history (posted outside Quillpost), with its figures at the import. */
  imported: z.boolean(),
  kind: z.string(),
  /** The post's format as saved (a template text, or the idea type); null once the post is deleted. */
  format: z.string().nullable(),
  /** The built-in format's name, `Custom` for another template; null once the post is deleted. */
  formatName: z.string().nullable(),
  voice: z.string().nullable(),
  publishedAt: z.string(),
  /** The start of the first part's text. */
  excerpt: z.string(),
  /** Where the first part can be seen. */
  url: z.string().nullable(),
  ...postFigures,
  /** Engagements per impression; null where the network reports no impressions. */
  engagementRate: z.number().nonnegative().nullable(),
  /** Where it went out. */
  network: z.string(),
  accountId: z.string().nullable(),
  parts: z.array(ZPartFigures),
});
export type AnalyticsPublication = z.infer<typeof ZAnalyticsPublication>;

/** Figures of a group of publications and how many they rest on. */
const ZGroupFigures = z.object({
  posts: count,
  impressions: count,
  engagements: count,
  /** Over the posts whose network reports impressions; null when none does. */
  engagementRate: z.number().nonnegative().nullable(),
  impressionsPerPost: z.number().nonnegative(),
});
export type GroupFigures = z.infer<typeof ZGroupFigures>;

export const ZAnalyticsResponse = z.object({
  /** True when the figures come from sandbox X, not from X. */
  simulated: z.boolean(),
  /** The accounts whose figures these are (the one asked for, or every connected one). */
  accounts: z.array(
    z.object({
      _id: z.string(),
      network: z.string(),
      handle: z.string(),
      provider: z.enum(['real', 'sandbox']),
      status: z.enum(['connected', 'reconnect']),
    }),
  ),
  /** The user's first X account; null when none is connected. */
  account: z
    .object({
      username: z.string(),
      provider: z.enum(['x', 'sandbox']),
      status: z.enum(['connected', 'reconnect']),
    })
    .nullable(),
  totals: z.object({
    publications: count,
    impressions: count,
    likes: count,
    reposts: count,
    replies: count,
    quotes: count,
    bookmarks: count,
    engagements: count,
    /** Over the publications whose network reports impressions; null when none does. */
    engagementRate: z.number().nonnegative().nullable(),
  }),
  /** Per day of publication in the period's time zone, oldest first. */
  daily: z.array(z.object({ date: z.string(), impressions: count, engagements: count })),
  /** Newest first. */
  publications: z.array(ZAnalyticsPublication),
  period: z.object({ from: z.string(), to: z.string(), timezone: z.string() }),
  /**
   * What the calls Quillpost made to X's API cost this calendar month (in the period's time
   * zone), for the account asked for or every account, and the calls behind it by price.
   */
  xSpend: z.object({
    /** YYYY-MM. */
    month: z.string(),
    usd: z.number().nonnegative(),
    calls: count,
    byCall: z.array(
      z.object({
        call: z.enum(['post', 'post_with_link', 'media_metadata', 'read']),
        calls: count,
        /** Posts created or read by these calls. */
        units: count,
        usd: z.number().nonnegative(),
      }),
    ),
  }),
  /** The latest read from X among these figures; null when nothing was read yet. */
  lastReadAt: z.string().nullable(),
  byFormat: z.array(ZGroupFigures.extend({ format: z.string(), kind: z.string() })),
  byTone: z.array(ZGroupFigures.extend({ voice: z.string() })),
  /** Hour of the week of publication: weekday 1 (Monday) to 7, hour 0-23, only hours with posts. */
  byHour: z.array(
    ZGroupFigures.extend({ weekday: z.number().int().min(1).max(7), hour: z.number().int() }),
  ),
  /**
   * Where readers leave threads: per position, how many threads reach it, their impressions
   * there, and those impressions as a share of the same threads' first parts.
   */
  dropOff: z.array(
    z.object({
      position: z.number().int().positive(),
      threads: count,
      impressions: count,
      retention: z.number().nonnegative(),
    }),
  ),
});
export type AnalyticsResponse = z.infer<typeof ZAnalyticsResponse>;

export const ZAnalyticsRefreshResponse = z.object({
  /** What the read will cover: posts still within their reading schedule. */
  queued: z.boolean(),
  message: z.string(),
});
export type AnalyticsRefreshResponse = z.infer<typeof ZAnalyticsRefreshResponse>;

/** Most figures a screen asks for at once: a page of cards, or of the schedule's published list. */
export const MAX_FIGURES_IDS = MAX_LISTED_IDS;

export const ZPublicationFiguresRequest = z.object({ ids: idList('ids', 'publication') });
export type PublicationFiguresRequest = z.input<typeof ZPublicationFiguresRequest>;

/** The latest figures of one publication that went out: the sums of its parts' latest reads. */
export const ZPublishedFigures = z.object({
  publicationId: z.string(),
  postId: z.string(),
  publishedAt: z.string(),
  /** Where the first part can be seen (on X, or sandbox X's own page). */
  url: z.string().nullable(),
  ...postFigures,
  /** The latest read among its parts; null before the first read (the figures are then 0). */
  readAt: z.string().nullable(),
  /** True when the figures come from sandbox X, not from X. */
  simulated: z.boolean(),
});
export type PublishedFigures = z.infer<typeof ZPublishedFigures>;

export const ZPublicationFiguresResponse = z.object({
  /** One entry per asked id that is the caller's and went out; other ids are left out. */
  figures: z.array(ZPublishedFigures),
});
export type PublicationFiguresResponse = z.infer<typeof ZPublicationFiguresResponse>;

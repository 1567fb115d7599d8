import { z } from 'zod';
import { ZId } from './ids';
import { ZSlot } from './settings';

/** A style is learned from at least this many of the person's own posts. */
export const STYLE_MINIMUM_POSTS = 20;
/** Best times are the person's own from this many posts of the account; below, the defaults. */
export const BEST_TIMES_MINIMUM_POSTS = 20;
/** At most this many examples go with a style (pinned ones first). */
export const STYLE_EXAMPLES = 5;
/** At most this many examples may be pinned, or dropped. */
export const MAX_STYLE_MARKS = 50;

/** How the person writes, measured over their own posts. */
export const ZStyleTraits = z.object({
  /** Characters of the middle post. */
  medianLength: z.number().nonnegative(),
  /** Share of posts (0 to 1) with letters and no capital letter. */
  lowercaseShare: z.number().min(0).max(1),
  emojiPerPost: z.number().nonnegative(),
  hashtagsPerPost: z.number().nonnegative(),
  linksPerPost: z.number().nonnegative(),
  /** Share of posts (0 to 1) that ask something. */
  questionShare: z.number().min(0).max(1),
  lineBreaksPerPost: z.number().nonnegative(),
});
export type StyleTraits = z.infer<typeof ZStyleTraits>;

export const ZStyleExample = z.object({
  /** Names the post for pinning or dropping it. */
  id: z.string(),
  text: z.string(),
  /** Null where the network reports no impressions. */
  engagementRate: z.number().nullable(),
  likes: z.number().int().nonnegative(),
  postedAt: z.string(),
  pinned: z.boolean(),
});
export type StyleExample = z.infer<typeof ZStyleExample>;

export const ZStyle = z.object({
  /** How many of the person's own posts it was learned from. */
  basis: z.number().int().nonnegative(),
  updatedAt: z.string(),
  enabled: z.boolean(),
  traits: ZStyleTraits,
  examples: z.array(ZStyleExample),
  /** Ids of the posts the person dropped from the examples. */
  dropped: z.array(z.string()),
});
export type Style = z.infer<typeof ZStyle>;

/** `style` is null below `minimumPosts` of the person's own posts; `posts` says how many there are. */
export const ZStyleResponse = z.object({
  style: ZStyle.nullable(),
  posts: z.number().int().nonnegative(),
  minimumPosts: z.number().int().positive(),
});
export type StyleResponse = z.infer<typeof ZStyleResponse>;

const marks = (field: string) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of example ids` })
        .min(1)
        .max(200),
      {
        error: `${field} must be a list of example ids`,
      },
    )
    .max(MAX_STYLE_MARKS, `${field} may hold at most ${MAX_STYLE_MARKS} example ids`);

/**
 * `pinned` and `dropped` replace the lists when given: a pinned example always goes with the
 * style, a dropped one never does. An id in both is refused.
 */
export const ZUpdateStyleRequest = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    pinned: marks('pinned').optional(),
    dropped: marks('dropped').optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const dropped = new Set(body.dropped ?? []);
    const both = (body.pinned ?? []).find((id) => dropped.has(id));
    if (both)
      context.addIssue({ code: 'custom', message: `${both} cannot be both pinned and dropped` });
  });
export type UpdateStyleRequest = z.infer<typeof ZUpdateStyleRequest>;

export const ZBestTimesQuery = z.object({ accountId: ZId });
export type BestTimesQuery = z.infer<typeof ZBestTimesQuery>;

export const ZBestTimesHour = z.object({
  /** 1 (Monday) to 7. */
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  posts: z.number().int().nonnegative(),
  /** The hour's own rate; null without posts. */
  engagementRate: z.number().nullable(),
  /** The rate pulled toward the account's average by how few posts the hour has. */
  score: z.number(),
  confidence: z.enum(['low', 'medium', 'high']),
});
export type BestTimesHour = z.infer<typeof ZBestTimesHour>;

export const ZBestTimes = z.object({
  timezone: z.string(),
  /** Posts of the account it was measured on. */
  basis: z.number().int().nonnegative(),
  enough: z.boolean(),
  /** What the rates are: engagements per impression, or per post where the network has no impressions. */
  measure: z.enum(['impressions', 'posts']),
  hours: z.array(ZBestTimesHour),
  suggested: z.array(ZSlot),
  /** True when `suggested` is the default week rather than learned. */
  suggestedAreDefaults: z.boolean(),
});
export type BestTimes = z.infer<typeof ZBestTimes>;

export const ZBestTimesResponse = z.object({ bestTimes: ZBestTimes });
export type BestTimesResponse = z.infer<typeof ZBestTimesResponse>;

import { z } from 'zod';
import type { RemoteFigures } from '../network';

/** The parts of Mastodon's answers Quillpost reads; anything else in them is ignored. */

const count = z.number().int().nonnegative().catch(0);

/** Any object passes; whether it is Mastodon's is told by the fields it holds. */
export const ZInstance = z.object({
  domain: z.string().min(1).optional().catch(undefined),
  configuration: z
    .object({
      statuses: z
        .object({ max_characters: z.number().int().positive().optional().catch(undefined) })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type Instance = z.infer<typeof ZInstance>;

export const ZAccount = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  acct: z.string().optional(),
  display_name: z.string().optional(),
});
export type Account = z.infer<typeof ZAccount>;

export const ZApp = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });

export const ZToken = z.object({ access_token: z.string().min(1) });

export const ZStatus = z.object({
  id: z.string().min(1),
  url: z.string().nullish(),
  uri: z.string().nullish(),
  created_at: z.string(),
  content: z.string().catch(''),
  in_reply_to_id: z.string().nullish(),
  reblog: z.unknown().nullish(),
  favourites_count: count,
  reblogs_count: count,
  replies_count: count,
});
export type Status = z.infer<typeof ZStatus>;

export const ZStatusList = z.array(ZStatus);

/** Where a status can be seen: its page, else its ActivityPub address. */
export const statusUrl = (status: Status): string => status.url ?? status.uri ?? '';

/** A status's counts; Mastodon reports no views, clicks or bookmarks of others. */
export const figuresOf = (status: Status): RemoteFigures => ({
  id: status.id,
  impressions: null,
  likes: status.favourites_count,
  reposts: status.reblogs_count,
  replies: status.replies_count,
  quotes: 0,
  bookmarks: 0,
  linkClicks: null,
  profileClicks: null,
});

/** The answer read with the schema, or the error `failure` makes when it does not fit. */
export function readAnswer<T>(schema: z.ZodType<T>, body: unknown, failure: () => Error): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw failure();
  return parsed.data;
}

import { z } from 'zod';
import { DOMAINS, LIMITS, TONES } from '../options';
import { storableText } from '../text';

export const ZCreatePostRequest = z.object({
  title: storableText('title (the description)')
    .trim()
    .min(1, 'title (the description) must not be empty')
    .max(LIMITS.titleMax, `title (the description) must be at most ${LIMITS.titleMax} characters`),
  format: storableText('format')
    .trim()
    .min(1, 'format must not be empty')
    .max(LIMITS.formatMax, `format must be at most ${LIMITS.formatMax} characters`),
  voice: z.enum(TONES, { error: `voice must be one of: ${TONES.join(', ')}` }),
  tags: z.enum(DOMAINS, { error: `tags must be one of: ${DOMAINS.join(', ')}` }),
});
export type CreatePostRequest = z.infer<typeof ZCreatePostRequest>;

export const ZUpdatePostRequest = z.object({
  content: z
    .string({ error: 'content must be text' })
    .max(LIMITS.editedContentMax, `content must be at most ${LIMITS.editedContentMax} characters`),
});
export type UpdatePostRequest = z.infer<typeof ZUpdatePostRequest>;

export const ZPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  format: z.string(),
  voice: z.string(),
  tags: z.string(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof ZPost>;

export const ZListPostsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional(),
  before: z.uuid({ error: 'before must be the _id of a post' }).optional(),
});
export type ListPostsQuery = z.infer<typeof ZListPostsQuery>;

export const ZPostIdParams = z.object({ id: z.string().min(1) });

export const ZCreateTweetResponse = z.object({ tweet: ZPost });
export const ZCreateThreadResponse = z.object({ thread: ZPost });
export const ZCreateIdeaResponse = z.object({ idea: ZPost });
export const ZListTweetsResponse = z.object({ tweets: z.array(ZPost) });
export const ZListThreadsResponse = z.object({ threads: z.array(ZPost) });
export const ZListIdeasResponse = z.object({ ideas: z.array(ZPost) });

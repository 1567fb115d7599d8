import { z } from 'zod';
import { DOMAINS, IDEA_TYPES, LIMITS, TONES } from '../options';
import { storableText } from '../text';
import { unacceptableCharacters } from '../text-checks';
import { ZPageLimit } from './paging';
import { ZPostMedia } from './media';
import { ZEvergreen, ZEvergreenSettings } from './evergreen';

/** Text that would end up in a post must not hold characters no post may hold. */
const postableText = (field: string) => (text: string, context: z.RefinementCtx) => {
  const found = unacceptableCharacters(text);
  if (found.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `${field} contains characters X does not accept (${found.join(', ')})`,
    });
  }
};

export const ZCreatePostRequest = z.object({
  title: storableText('title (the description)')
    .trim()
    .min(1, 'title (the description) must not be empty')
    .max(LIMITS.titleMax, `title (the description) must be at most ${LIMITS.titleMax} characters`)
    .superRefine(postableText('title (the description)')),
  format: storableText('format')
    .trim()
    .min(1, 'format must not be empty')
    .max(LIMITS.formatMax, `format must be at most ${LIMITS.formatMax} characters`)
    .superRefine(postableText('format')),
  voice: z.enum(TONES, { error: `voice must be one of: ${TONES.join(', ')}` }),
  tags: z.enum(DOMAINS, { error: `tags must be one of: ${DOMAINS.join(', ')}` }),
  /** False writes without the person's learned style even while it is on. */
  useStyle: z.boolean({ error: 'useStyle must be true or false' }).optional(),
});
export type CreatePostRequest = z.infer<typeof ZCreatePostRequest>;

/** A post's text as a person types it: checked against its kind's rules by the server. */
export const ZEditableContent = storableText('content').pipe(
  z
    .string()
    .max(LIMITS.editedContentMax, `content must be at most ${LIMITS.editedContentMax} characters`),
);

export const ZUpdatePostRequest = z
  .object({
    /** Left out, the text stays as it is (a change of `evergreen` alone). */
    content: ZEditableContent.optional(),
    /** The images of each part; left out, the post keeps the images it has. */
    media: ZPostMedia.optional(),
    /** Settings that bring the post back in fresh words; null stops it. Tweets and threads only. */
    evergreen: ZEvergreenSettings.nullable().optional(),
  })
  .superRefine((request, context) => {
    if (request.content === undefined && request.evergreen === undefined) {
      const message = 'content is required, unless evergreen is sent';
      context.addIssue({ code: 'custom', path: ['content'], message });
    } else if (request.content === undefined && request.media !== undefined) {
      const message = 'media can only be sent with content';
      context.addIssue({ code: 'custom', path: ['media'], message });
    }
  });
export type UpdatePostRequest = z.infer<typeof ZUpdatePostRequest>;

/** For ideas the `format` is the idea type, nothing else; ideas are only ever generated. */
export const ZCreateIdeaRequest = ZCreatePostRequest.extend({
  format: z.enum(IDEA_TYPES, { error: `format must be one of: ${IDEA_TYPES.join(', ')}` }),
  content: z
    .never({
      error:
        'content cannot be sent for an idea: ideas are only generated, from title, format, voice and tags',
    })
    .optional(),
});

/** Where a post's text came from: a generation, the person's own hand, or an evergreen variant. */
export const POST_SOURCES = ['generated', 'written', 'variant'] as const;
export type PostSource = (typeof POST_SOURCES)[number];

export const ZPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  format: z.string(),
  voice: z.string(),
  tags: z.string(),
  source: z.enum(POST_SOURCES),
  /** The evergreen post a variant was written from; null for any other post. */
  variantOf: z.string().nullable(),
  /** Null unless the post comes back in fresh words (tweets and threads). */
  evergreen: ZEvergreen.nullable(),
  createdAt: z.string(),
  /** Media ids per part: index i holds the images of part i + 1. */
  media: z.array(z.array(z.string())),
});
export type Post = z.infer<typeof ZPost>;

export const ZListPostsQuery = z.object({
  limit: ZPageLimit.optional(),
  before: z.uuid({ error: 'before must be the _id of a post' }).optional(),
});
export type ListPostsQuery = z.infer<typeof ZListPostsQuery>;

export const ZCreateTweetResponse = z.object({ tweet: ZPost });
export const ZCreateThreadResponse = z.object({ thread: ZPost });
export const ZCreateIdeaResponse = z.object({ idea: ZPost });
export const ZListTweetsResponse = z.object({ tweets: z.array(ZPost) });
export const ZListThreadsResponse = z.object({ threads: z.array(ZPost) });
export const ZListIdeasResponse = z.object({ ideas: z.array(ZPost) });

/** The three kinds of post, singular as in answers (`tweet`), plural as in paths (`tweets`). */
export const POST_KINDS = ['tweet', 'thread', 'idea'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_COLLECTIONS = {
  tweet: 'tweets',
  thread: 'threads',
  idea: 'ideas',
} as const satisfies Record<PostKind, string>;
export type PostCollection = (typeof POST_COLLECTIONS)[PostKind];

/**
 * The kinds of post that can go out to X; ideas are notes for later, never published. Kept apart
 * from the text rules (`publishing/parts.ts`), so a screen that only asks whether a post can be
 * scheduled does not load twitter-text.
 */
export const PUBLISHABLE_KINDS = ['tweet', 'thread'] as const;
export type PublishableKind = (typeof PUBLISHABLE_KINDS)[number];

export const isPublishableKind = (kind: string): kind is PublishableKind =>
  (PUBLISHABLE_KINDS as readonly string[]).includes(kind);

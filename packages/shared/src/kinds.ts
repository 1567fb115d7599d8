/** The three kinds of post, singular as in answers (`tweet`), plural as in paths (`tweets`). */
export const POST_KINDS = ['tweet', 'thread', 'idea'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_COLLECTIONS = {
  tweet: 'tweets',
  thread: 'threads',
  idea: 'ideas',
} as const satisfies Record<PostKind, string>;
export type PostCollection = (typeof POST_COLLECTIONS)[PostKind];

export const TONES = [
  'funny',
  'casual',
  'encouraging',
  'professional',
  'informative',
  'creative',
  'passionate',
] as const;
export type Tone = (typeof TONES)[number];

export const DOMAINS = ['tech'] as const;
export type Domain = (typeof DOMAINS)[number];

/** For ideas the `format` value is the idea type. */
export const IDEA_TYPES = ['tweet', 'thread'] as const;
export type IdeaType = (typeof IDEA_TYPES)[number];

export const LIMITS = {
  titleMax: 2000,
  formatMax: 4000,
  tweetWeightedMax: 280,
  threadParts: 5,
  ideaCount: 5,
  /** A thread edited by hand may have from 2 to 25 parts. */
  editedThreadPartsMin: 2,
  editedThreadPartsMax: 25,
  /** Room for 25 full parts and a header. */
  editedContentMax: 10_000,
} as const;

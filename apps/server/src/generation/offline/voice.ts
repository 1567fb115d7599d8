/**
 * How each tone sounds. Lines use {topic}, {Topic} (capitalised), {subject}, {term}, {goal},
 * {a} and {b}; the writer fills them from the description.
 */
export interface Voice {
  hooks: readonly string[];
  closings: readonly string[];
  questions: readonly string[];
  /** Sentence starters sprinkled over a few content lines. */
  leads: readonly string[];
  /** One-line reactions, for a thread's wrap-up or a reflection. */
  reactions: readonly string[];
}

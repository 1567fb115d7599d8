import type { LineType } from './tokens';
import type { Voice } from './voice';

/**
 * What the offline engine can write for a placeholder. A placeholder's name picks its kind by
 * the words in it (`{tip_two}` is a tip, `{how_to_beat_it}` a solution); unknown names fall back
 * to a general point about the topic. Lines use the same tokens as the tones.
 */
export interface SlotKind {
  name: string;
  /** Words of a placeholder name that select this kind, checked in list order. */
  keys: readonly string[];
  lines?: readonly string[];
  /** How its lines read once filled (checked when the bank loads); a sentence unless said. */
  type?: LineType;
  /** Drawn from the tone instead of a fixed list. */
  voice?: keyof Voice;
  /** A follow-up sentence a thread part may add. */
  more?: readonly string[];
  /** Goes inside a line ("How to {goal}:"), so it is a phrase, not a sentence. */
  phrase?: boolean;
  /** Each occurrence gets its own line ({tip} three times gives three tips). */
  repeats?: boolean;
  /** Lines meant to be used in order (steps). */
  ordered?: boolean;
  /** Written by the engine itself from the description (topic, pair, goal, ...). */
  special?:
    | 'topic'
    | 'subject'
    | 'header'
    | 'a'
    | 'b'
    | 'goal'
    | 'myth'
    | 'reality'
    | 'step'
    | 'hashtag'
    | 'emoji'
    | 'empty'
    | 'domain'
    | 'tone'
    | 'number';
}

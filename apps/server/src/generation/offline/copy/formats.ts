import type { PostFormat } from '@quillpost/shared';

/** The tweet written when a template cannot give a valid one. */
export const GENERAL_TWEET: PostFormat = {
  name: 'General',
  template: '{hook}\n\n{point}\n\n{closing}',
};

/** Words in a free-text format that point to one of the built-in formats. */
export const FORMAT_HINTS: [RegExp, string][] = [
  [/journey|story|started/i, 'My Journey'],
  [/faq|questions?/i, 'FAQs'],
  [/myth/i, 'Myth Busting'],
  [/news|announce|launch/i, 'Trending Tech News'],
  [/how[- ]?to|guide|steps?/i, 'Tech How-To'],
  [/tools?|stack|kit/i, 'Best Tools'],
  [/challenge|hard|struggle/i, 'Tech Challenges'],
  [/predict|future/i, 'Predictions'],
  [/fact|trivia/i, 'Fun Facts'],
  [/\bvs\b|versus|compar/i, 'Comparison'],
  [/quote|inspir|motivat/i, 'Inspirational Tech Quotes'],
  [/behind|scenes/i, 'Behind the Scenes'],
  [/case/i, 'Case Study'],
  [/trend/i, 'Trend Analysis'],
  [/event|conference|highlight/i, 'Event Highlights'],
  [/analys|deep|depth/i, 'In-Depth Analysis'],
  [/tips?|advice|hacks?/i, 'Pro Tips'],
];

import type { PostFormat } from '@quillpost/shared';

/**
 * Templates shaped like the ones existing clients send: placeholders named in words, nested
 * placeholders (`{... in {Field}}`), numbered lists whose items share one placeholder name.
 */
export const ORIGINAL_TWEET_TEMPLATES: readonly PostFormat[] = [
  {
    name: 'Quick Tips',
    template:
      '💡 5 quick {Field} tips:\n\n1. {Tip 1}\n2. {Tip 2}\n3. {Tip 3}\n4. {Tip 4}\n5. {Tip 5}\n\n{Call to action for {Field} fans}',
  },
  {
    name: 'Myth Busting',
    template:
      'Myth: {Common misconception about {Field}}\n\nReality: {The truth, briefly}\n\n{Takeaway}',
  },
  {
    name: 'Trending Tech News',
    template: '🔥 {Breaking news in {Field}}\n\n{Why it matters}\n\n{Question for followers}',
  },
  {
    name: 'Tech How-To',
    template:
      'How to {Task} in 4 steps:\n\n1. {Step}\n2. {Step}\n3. {Step}\n4. {Step}\n\n{Result}\n\n{Call to action}',
  },
  {
    name: 'Best Tools',
    template:
      'Top {Field} tools right now:\n\n1. {Tool}: {Benefit}\n2. {Tool}: {Benefit}\n3. {Tool}: {Benefit}\n\n{Closing thought}',
  },
  {
    name: 'Tech Challenges',
    template:
      'The biggest challenge in {Field}? {Challenge in {Field}}\n\nHow to beat it: {Solution}',
  },
  {
    name: 'Predictions',
    template:
      'Prediction: {Bold prediction about {Field}}\n\nWhy:\n1. {Reason}\n2. {Reason}\n3. {Reason}\n\nAgree?',
  },
  {
    name: 'Fun Facts',
    template: 'Did you know? {Surprising fact about {Field}}\n\n{Why it is surprising}',
  },
  {
    name: 'Tech Comparisons',
    template:
      '{Option A} vs {Option B}\n\n{Option A}: {Strength of A}\n{Option B}: {Strength of B}\n\nMy pick: {Verdict}',
  },
  {
    name: 'Inspirational Tech Quotes',
    template: '"{Inspiring quote about {Field}}"\n\n{Reflection}',
  },
];

const thread = (title: string, parts: string[]) =>
  [`🧵 {${title} in {Field}}`, ...parts.map((part, i) => `${i + 1}/ {${part}}`)].join('\n\n');

export const ORIGINAL_THREAD_TEMPLATES: readonly PostFormat[] = [
  {
    name: 'My Journey',
    template: thread('Catchy title about my journey', [
      'Where I started',
      'First obstacle',
      'Turning point',
      'What I learned',
      'Where I am now',
    ]),
  },
  {
    name: 'FAQs',
    template: thread('Your questions answered', [
      'Question and answer',
      'Question and answer',
      'Question and answer',
      'Question and answer',
      'Wrap up',
    ]),
  },
  {
    name: 'Pro Tips',
    template: thread('Pro tips', ['Tip', 'Tip', 'Tip', 'Tip', 'Wrap up']),
  },
  {
    name: 'In-Depth Analysis',
    template: thread('A deep dive', [
      'Context',
      'Key point',
      'Evidence',
      'Implications',
      'Conclusion',
    ]),
  },
  {
    name: 'Comparison',
    template: thread('An honest comparison', [
      'The contenders',
      'First difference',
      'Second difference',
      'When to pick which',
      'Verdict',
    ]),
  },
  {
    name: 'Behind the Scenes',
    template: thread('Behind the scenes', [
      'The setup',
      'How it works',
      'What went wrong',
      'How we fixed it',
      'Takeaway',
    ]),
  },
  {
    name: 'Case Study',
    template: thread('A case study', [
      'The problem',
      'The approach',
      'The execution',
      'The results',
      'Lessons',
    ]),
  },
  {
    name: 'Trend Analysis',
    template: thread('The trend everyone is watching', [
      'The trend',
      'What drives it',
      'Who it affects',
      'What comes next',
      'What to do',
    ]),
  },
  {
    name: 'Event Highlights',
    template: thread('Highlights from the latest event', [
      'The event',
      'Highlight',
      'Highlight',
      'Highlight',
      'Takeaway',
    ]),
  },
];

/**
 * Post formats. The web app sends a format's `template` text as the `format` field; the server
 * also accepts any other template text, so API users may bring their own.
 * Placeholders are written `{name}`.
 */
export interface PostFormat {
  name: string;
  template: string;
}

export const TWEET_FORMATS: readonly PostFormat[] = [
  {
    name: 'Quick Tips',
    template: '{hook}\n\n1. {tip_one}\n2. {tip_two}\n3. {tip_three}\n\n{closing}',
  },
  {
    name: 'Myth Busting',
    template: 'Myth: {myth}\n\nReality: {reality}\n\n{takeaway}',
  },
  {
    name: 'Trending Tech News',
    template: '{headline}\n\n{why_it_matters}\n\n{question}',
  },
  {
    name: 'Tech How-To',
    template: 'How to {goal}:\n\n1. {step_one}\n2. {step_two}\n3. {step_three}\n\n{result}',
  },
  {
    name: 'Best Tools',
    template: '{intro}\n\n- {tool_one}\n- {tool_two}\n- {tool_three}\n\n{closing}',
  },
  {
    name: 'Tech Challenges',
    template: 'The hardest part of {topic}? {challenge}\n\n{how_to_beat_it}\n\n{question}',
  },
  {
    name: 'Predictions',
    template: 'Prediction: {prediction}\n\n{reasoning}\n\n{question}',
  },
  {
    name: 'Fun Facts',
    template: 'Fun fact: {fact}\n\n{why_it_is_surprising}',
  },
  {
    name: 'Tech Comparisons',
    template:
      '{option_a} vs {option_b}\n\n{option_a}: {strength_a}\n{option_b}: {strength_b}\n\n{verdict}',
  },
  {
    name: 'Inspirational Tech Quotes',
    template: '"{quote}"\n\n{reflection}',
  },
];

export const THREAD_FORMATS: readonly PostFormat[] = [
  {
    name: 'My Journey',
    template:
      '🧵 {header}\n\n1/ {where_i_started}\n\n2/ {first_obstacle}\n\n3/ {turning_point}\n\n4/ {what_i_learned}\n\n5/ {where_i_am_now}',
  },
  {
    name: 'FAQs',
    template:
      '🧵 {header}\n\n1/ {question_and_answer_one}\n\n2/ {question_and_answer_two}\n\n3/ {question_and_answer_three}\n\n4/ {question_and_answer_four}\n\n5/ {wrap_up}',
  },
  {
    name: 'Pro Tips',
    template:
      '🧵 {header}\n\n1/ {tip_one}\n\n2/ {tip_two}\n\n3/ {tip_three}\n\n4/ {tip_four}\n\n5/ {wrap_up}',
  },
  {
    name: 'In-Depth Analysis',
    template:
      '🧵 {header}\n\n1/ {context}\n\n2/ {key_point}\n\n3/ {evidence}\n\n4/ {implications}\n\n5/ {conclusion}',
  },
  {
    name: 'Comparison',
    template:
      '🧵 {header}\n\n1/ {contenders}\n\n2/ {first_difference}\n\n3/ {second_difference}\n\n4/ {when_to_pick_which}\n\n5/ {verdict}',
  },
  {
    name: 'Behind the Scenes',
    template:
      '🧵 {header}\n\n1/ {the_setup}\n\n2/ {how_it_works}\n\n3/ {what_went_wrong}\n\n4/ {how_we_fixed_it}\n\n5/ {takeaway}',
  },
  {
    name: 'Case Study',
    template:
      '🧵 {header}\n\n1/ {the_problem}\n\n2/ {the_approach}\n\n3/ {the_execution}\n\n4/ {the_results}\n\n5/ {lessons}',
  },
  {
    name: 'Trend Analysis',
    template:
      '🧵 {header}\n\n1/ {the_trend}\n\n2/ {what_drives_it}\n\n3/ {who_it_affects}\n\n4/ {what_comes_next}\n\n5/ {what_to_do}',
  },
  {
    name: 'Event Highlights',
    template:
      '🧵 {header}\n\n1/ {the_event}\n\n2/ {highlight_one}\n\n3/ {highlight_two}\n\n4/ {highlight_three}\n\n5/ {takeaway}',
  },
];

/** The built-in format whose template is exactly this text, if any. */
export function findFormatByTemplate(template: string): PostFormat | undefined {
  const text = template.trim();
  return [...TWEET_FORMATS, ...THREAD_FORMATS].find((format) => format.template === text);
}

/** Lines the offline engine writes with; tokens such as {topic} are filled from the description. */

export const GENERIC_MORE = [
  "It sounds obvious, yet it's the step most people skip with {topic}.",
  '[Dull|Plain|Unexciting] on paper, [effective|powerful|decisive] in {topic}.',
  'It saves more time than it costs, [every single time|week after week|on every project].',
  'That one habit changed how I think about {topic}.',
  "Try it once on {topic} and you'll see [why|the difference|what I mean].",
  'Simple to say, harder to do, worth it [anyway|every time|for {topic}].',
];

export const TIPS = [
  'Start with the smallest version of {topic} that works.',
  'Write down why you want {topic} before you decide how.',
  'Automate the boring parts of {topic} first.',
  'Measure {topic} before you optimise, and again after.',
  'Keep {term} simple enough to explain in one sentence.',
  "Ask for feedback on {topic} early, not when it's done.",
  'Read the docs for {term} once, end to end.',
  'Delete more than you add to {topic}.',
  'Make {topic} work, then make it clear, then make it fast.',
  'Time-box experiments with {topic} and stick to the limit.',
  'Learn from someone who has done {topic} before.',
  'Keep a short log of what went wrong with {topic} and why.',
];

export const STEPS = [
  [
    'Pick one [small|nagging|everyday] problem where {topic} can help.',
    'Try {topic} on a real task for a [week|sprint|fortnight].',
    "Write down what worked in {topic} and what didn't.",
    'Share your results with {topic} and repeat.',
  ],
  [
    'Learn the core idea behind {topic}, not every feature.',
    'Set {topic} up in a [small sandbox|throwaway|side] project.',
    'Apply {topic} to one real [piece of work|task|ticket].',
    'Review, simplify, and make {topic} a habit.',
  ],
  [
    'Set one clear [goal|target] for {topic}.',
    'Start with the simplest setup for {topic} that works.',
    'Measure the [result|effect] of {topic} honestly.',
    "Keep what helped with {topic}, drop what didn't.",
  ],
  [
    'Read one good [guide|book|article] on {topic} from start to finish.',
    'Copy a small working example of {topic} and change one thing.',
    'Explain {topic} to a colleague in [five|ten] minutes.',
    'Teach one thing you learned about {topic} to someone new.',
  ],
  [
    'Block [an hour|thirty minutes] a week for {topic}.',
    'Spend that time on one question about {topic}.',
    'Keep notes on what {topic} taught you.',
    'Look back after [a month|six weeks|a quarter] and adjust how you use {topic}.',
  ],
  [
    'Find the part of your work where {topic} would save the most [time|effort].',
    'Ask someone who uses {topic} what they would do first.',
    'Try their advice on [a small scale|one small task|a single ticket] first.',
    'Keep the parts of {topic} that pay off.',
  ],
];

/** Myths and their realities, paired by position. */
export const MYTHS = [
  [
    'You need to be an expert to get anything out of {topic}.',
    'Anyone can start with {topic}. Experts just started earlier and kept [going|at it|practising].',
  ],
  [
    'You need the newest tools to get {topic} right.',
    'The basics of {topic} carry most of the weight. Fancy tools help once the fundamentals are solid.',
  ],
  [
    'Taking {topic} seriously slows you down.',
    '{Topic} <speeds/speed> you up over any stretch longer than a week. Skipping {topic} is what [costs|slows|hurts] you.',
  ],
  [
    'Doing more with {topic} always means better results.',
    'Doing the right few things in {topic} well beats doing everything halfway.',
  ],
  [
    'You can figure out {topic} in a weekend.',
    "You can start {topic} in a weekend. Getting good takes steady practice, and that's fine.",
  ],
  [
    "{Topic}? [That's just hype|Pure hype|All talk, no substance|A passing fad].",
    'The hype fades, the useful parts of {topic} stay. Look for the problems {topic} actually <solves/solve>.',
  ],
] as const;

/** Thread titles by built-in format name; any other thread gets a general one. */
export const TITLES: Record<string, readonly string[]> = {
  'My Journey': [
    'My journey with {topic}',
    'How I learned {topic} the hard way',
    'From zero to shipping with {topic}',
  ],
  FAQs: [
    '{Topic}: your questions, answered',
    'Everything people ask me about {topic}',
    '{Topic} FAQ, the short version',
  ],
  'Pro Tips': [
    'Pro tips for {subject}',
    'What I wish I knew about {topic} on day one',
    '{Topic}: tips from the trenches',
  ],
  'In-Depth Analysis': [
    'A closer look at {subject}',
    '{Topic}, in depth',
    "What's really going on with {topic}",
  ],
  Comparison: ['{A} vs {b}: an honest comparison', "{A} or {b}? Let's compare"],
  'Behind the Scenes': ['Behind the scenes of {subject}', "What you don't see about {topic}"],
  'Case Study': [
    'Case study: {subject}',
    'A real-world case study on {topic}',
    'What happened when we went all in on {topic}',
  ],
  'Trend Analysis': [
    'The rise of {topic}, and what it means',
    'Where {topic} will go next',
    'Trend watch: {subject}',
  ],
  'Event Highlights': [
    'Highlights on {subject}',
    '{Topic}: the highlights',
    'The best moments on {topic}',
  ],
  general: ['Everything I know about {topic}', 'A thread on {subject}', '{Topic}, in five parts'],
};

/** The goal a line names when the description says none. */
export const DEFAULT_GOAL = 'get more out of {topic}';

/** A thread part whose template placeholder came out empty. */
export const EMPTY_PART = 'Here is what matters most about {topic}.';

/** Goals for "How to {goal}" when the description names none. */
export const GOALS = [
  'get started with {topic}',
  'get more out of {topic}',
  'make {topic} part of your routine',
  'get better at {topic}',
  'build a habit around {topic}',
];

/** Emoji for an emoji placeholder. */
export const EMOJI = ['🚀', '💡', '✨', '🔥', '👇'];

/** The other side of a comparison when the description names only one. */
export const FALLBACK_B = ['the old way', 'the usual way'];

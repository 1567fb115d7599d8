import type { IdeaType, Tone } from '@quillpost/shared';

/** Angles for post ideas; five different ones make a set. `{a}` angles need a comparison. */
export const IDEA_ANGLES: Record<IdeaType, readonly string[]> = {
  tweet: [
    'A quick-tips tweet: three habits that make {topic} easier, one line each.',
    'A myth-busting tweet on the most common misconception about {topic}.',
    'A hot-take tweet on {subject}, backed by one concrete example.',
    'A before-and-after tweet: how you handled {topic} a year ago versus today.',
    "A question tweet for your followers: what's their biggest struggle with {topic}?",
    'A one-line tweet with a lesson about {topic} you learned the hard way.',
    'A prediction tweet: where {topic} will be in three years, and why.',
    'A tool shout-out tweet: the one thing that saves you the most time with {topic}.',
    'A small-win tweet: one result {topic} helped you get, with a number in it.',
    'A "stop doing this" tweet: one habit around {topic} that quietly wastes time.',
    'A comparison tweet: {a} vs {b}, and when to pick each.',
  ],
  thread: [
    "A 'my journey' thread: how you got started with {topic}, the first wall you hit, and what finally clicked.",
    'A Q&A thread answering the five questions people ask most about {topic}.',
    'A case-study thread: one real problem, how {topic} helped, and the results.',
    'A pro-tips thread: five practical tips on {subject}, each with a quick example.',
    'A behind-the-scenes thread on how you use {topic} day to day.',
    'A myth-versus-reality thread: five things people get wrong about {topic}.',
    'A trend thread: where {topic} will go next and what it means for builders.',
    'A mistakes thread: five mistakes you made with {topic} and how to avoid them.',
    "A beginner's roadmap thread: the five steps you'd take to learn {topic} from scratch.",
    'A resources thread: five tools, docs or habits that helped you with {topic}.',
    'A comparison thread: {a} vs {b}, with the trade-offs that actually matter.',
  ],
};

/** A touch of the chosen tone for two of the five ideas. */
export const IDEA_STYLE: Record<Tone, readonly string[]> = {
  funny: ['Add a self-deprecating joke.', 'Keep it light; a meme would fit.'],
  casual: ['Keep it conversational.', 'Write it like a note to a friend.'],
  encouraging: ['End with a nudge to start today.', 'Make beginners feel welcome.'],
  professional: ['Keep it crisp, with one data point.', 'Close with a clear recommendation.'],
  informative: ['Add one clear example.', 'Explain one term a newcomer might not know.'],
  creative: ['Open with a metaphor.', 'Tell it as a tiny story.'],
  passionate: ['Say why it matters to you.', 'End with a strong call to action.'],
};

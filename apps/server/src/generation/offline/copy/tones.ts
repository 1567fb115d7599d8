import type { Tone } from '@quillpost/shared';

import type { Voice } from '../voice';

/** How each tone sounds; see Voice for the tokens its lines use. */
export const VOICES: Record<Tone, Voice> = {
  funny: {
    hooks: [
      'Nobody warned me {subject} would be this much fun. Or this much work.',
      "{Topic}: the thing I swore I'd figure out next weekend. For a year.",
      "Confession: I used to wing {topic}. Future me wasn't amused.",
      '{Topic}, explained by someone who learned it the hard way.',
      'Me before {topic}: confident. Me after: humbled, but faster.',
    ],
    closings: [
      'Your future self will send a thank-you note.',
      'Ask me how I know.',
      "I made every mistake so you don't have to. You're welcome.",
      'Results may vary. Mine did, twice.',
    ],
    questions: [
      "What's the most chaotic thing that happened to you with {topic}?",
      'Be honest: how many times have you restarted with {topic}?',
      'Who else learned this the hard way?',
    ],
    leads: ['Plot twist:', 'Spoiler:', 'Fun part:'],
    reactions: [
      "Laughing now. Wasn't laughing then.",
      'My rubber duck has heard things.',
      'Coffee helped. Mostly.',
    ],
  },
  casual: {
    hooks: [
      'Been thinking a lot about {subject} lately.',
      'Quick one on {subject}.',
      'Something I wish someone had told me about {topic} sooner.',
      'Okay, real talk about {topic}.',
      "A few things I've picked up about {topic}.",
    ],
    closings: [
      "That's it. Small changes, real difference.",
      'Try it this week and see.',
      'Worked for me, might work for you.',
      "Anyway, that's my two cents.",
    ],
    questions: [
      "What's your take on {topic}?",
      'How do you handle {topic}?',
      "Anything you'd add?",
    ],
    leads: ['Honestly,', 'Real talk:', 'Tbh,'],
    reactions: ['Not rocket science, just practice.', 'Simple, but it sticks.'],
  },
  encouraging: {
    hooks: [
      "If getting into {topic} feels overwhelming right now, you're not behind.",
      "You don't need to master {topic} overnight. Start here.",
      "Everyone starts somewhere with {topic}. Here's a gentle push.",
      'Small steps with {topic} add up faster than you think.',
    ],
    closings: [
      "You've got this. One step at a time.",
      'Progress beats perfection, every time.',
      'Start today. Future you will be glad you did.',
      'Keep going. It gets easier.',
    ],
    questions: [
      "What's one small step you will take with {topic} this week?",
      'Where are you on your journey with {topic}?',
      "What's holding you back? Tell me below.",
    ],
    leads: ['Remember:', 'Good news:', 'Be kind to yourself:'],
    reactions: ['Every expert was a beginner once.', "You're further along than you think."],
  },
  professional: {
    hooks: [
      'A few practical notes on {subject}.',
      'What consistently works with {topic}, in brief.',
      'Lessons from applying {topic} in real projects.',
      'A short, practical view on {subject}.',
    ],
    closings: [
      'Small, consistent improvements compound.',
      'Measure the result and adjust.',
      'Worth adopting as a team standard.',
      'Clear process, fewer surprises.',
    ],
    questions: [
      'How does your team approach {topic}?',
      'What has worked in your organisation?',
      'Which trade-offs have you seen with {topic}?',
    ],
    leads: ['In practice,', 'Note:', 'Key point:'],
    reactions: ['The fundamentals still decide the outcome.', 'Discipline beats heroics.'],
  },
  informative: {
    hooks: [
      'What to know about {subject}.',
      'A quick primer on {subject}.',
      'The essentials of {topic}, in plain words.',
      '{Topic} in practice, without the jargon.',
    ],
    closings: [
      'Worth bookmarking for the next time it comes up.',
      'The details vary, but the principles hold.',
      'Good to know before you start.',
      'Simple rules, big effect.',
    ],
    questions: [
      'What would you add to this?',
      'Which part of {topic} should I cover next?',
      'Did any of this surprise you?',
    ],
    leads: ['In short:', 'Worth knowing:', 'For context:'],
    reactions: ['The principles outlast the tools.', 'Understand the why, and the how follows.'],
  },
  creative: {
    hooks: [
      'Think of {topic} as a garden, not a building.',
      'Every good story about {topic} starts with a messy first draft.',
      'Picture {topic} as a recipe: the order matters more than the ingredients.',
      'Treat {topic} like a craft, not a checkbox.',
    ],
    closings: [
      'Build the habit, and the craft follows.',
      'Write the first line; the rest will come.',
      'Plant it today, enjoy the shade later.',
      "Sketch, test, repeat. That's the whole art.",
    ],
    questions: [
      "What's your favourite metaphor for {topic}?",
      'What would you build with it?',
      'If you could redesign {topic} from scratch, what would change?',
    ],
    leads: ['Picture this:', 'Imagine:', "Here's the twist:"],
    reactions: ['Every draft is a step closer.', 'Curiosity is the best tool in the box.'],
  },
  passionate: {
    hooks: [
      "I can't stop talking about {subject}, and here's why.",
      'Nobody gives {topic} enough credit. I will.',
      "I care a lot about {topic}. Here's what I've learned.",
      'This is my hill: take {topic} seriously.',
    ],
    closings: [
      'Do it right. It matters.',
      'I will keep saying it until everyone does it.',
      'This is worth fighting for.',
      "Don't settle for less.",
    ],
    questions: [
      "Who's with me?",
      'Am I the only one who cares this much about {topic}?',
      "Tell me I'm wrong.",
    ],
    leads: ['Seriously:', 'Listen:', 'This matters:'],
    reactions: ['This is why I love this work.', "It's worth every bit of effort."],
  },
};

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
      'Your future self will send a [thank-you note|fruit basket|very smug thank-you card].',
      'Ask me how I know [this about {topic}|what {topic} <costs/cost>|why {topic} <matters/matter>].',
      "I made [every mistake|most of the mistakes|all the classic mistakes] with {topic} so you don't have to.",
      'Results may vary. Mine did, [twice|three times|on a Friday].',
      '[Ten out of ten|Would do again|Five stars], {topic} [edition|and all].',
    ],
    questions: [
      "What's the most [chaotic|ridiculous|memorable] thing that happened to you with {topic}?",
      'Be honest: how many times have you [restarted|rage-quit|rebooted] {topic}?',
      'Who else learned {topic} the [hard|long|scenic] way?',
    ],
    leads: ['Plot twist:', 'Spoiler:', 'Fun part:'],
    reactions: [
      '[Laughing|Smiling] about {topic} now, [though not|but definitely not|if not] [then|at the time].',
      'My rubber duck has heard [things|a lot] about {topic}.',
      '[Coffee|Snacks|A long walk] helped with {topic}, [mostly|sort of|a little].',
      '{Topic} and I are [on speaking terms|friends|at peace] again.',
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
      "That's it. [Small changes|Little tweaks|Tiny habits], real difference.",
      'Try it [this week|on your next task|tomorrow] and see [how {topic} <feels/feel>|what changes].',
      '[Worked|Still works] for me with {topic}, might work for you.',
      "Anyway, that's my two cents on {topic}.",
    ],
    questions: [
      "What's your [take|honest take|view] on {topic}?",
      'How do you [handle|approach|deal with] {topic}?',
      "Anything you'd add about {topic}?",
    ],
    leads: ['Honestly,', 'Real talk:', 'Tbh,'],
    reactions: [
      '{Topic} <is/are> not rocket science, just [practice|repetition|patience].',
      '[Simple|Plain|Nothing fancy], but {topic} [<sticks/stick>|<lasts/last>|<works/work>] this way.',
      'That part of {topic} [took me a while|clicked late|surprised me].',
    ],
  },
  encouraging: {
    hooks: [
      "If getting into {topic} feels overwhelming right now, you're not behind.",
      "You don't need to master {topic} overnight. Start here.",
      "Everyone starts somewhere with {topic}. Here's a gentle push.",
      'Small steps with {topic} add up faster than you think.',
    ],
    closings: [
      "You've got this. One [step|day|try] at a time with {topic}.",
      'Progress [beats|outlasts|outruns] perfection, [every time|with {topic} too].',
      'Start [today|this week|small]. Future you will be glad you did.',
      'Keep going with {topic}. It [gets easier|becomes second nature|pays back].',
    ],
    questions: [
      "What's one small step you will take with {topic} [this week|today|next]?",
      'Where are you on your [journey|path|way] with {topic}?',
      "What's holding you back with {topic}? [Tell me below.|I'd love to hear.|Share it here.]",
    ],
    leads: ['Remember:', 'Good news:', 'Be kind to yourself:'],
    reactions: [
      'Every [expert|pro|maintainer] in {topic} was a beginner once.',
      "You're further along with {topic} than you [think|feel|give yourself credit for].",
      '[Each|Every] small win with {topic} [counts|adds up|matters].',
    ],
  },
  professional: {
    hooks: [
      'A few practical notes on {subject}.',
      'What consistently works with {topic}, in brief.',
      'Lessons from applying {topic} in real projects.',
      'A short, practical view on {subject}.',
    ],
    closings: [
      '[Small|Steady|Consistent] improvements to {topic} compound.',
      'Measure the [result|effect|outcome] and adjust.',
      '{Topic} <is/are> worth adopting as a [team|shared|house] standard.',
      'Clear [process|ownership|expectations], fewer surprises.',
    ],
    questions: [
      'How does your team approach {topic}?',
      'What has worked for {topic} in your [organisation|team|company]?',
      'Which trade-offs have you seen with {topic}?',
    ],
    leads: ['In practice,', 'Note:', 'Key point:'],
    reactions: [
      'The fundamentals of {topic} still decide the [outcome|result].',
      '[Discipline|Routine|Consistency] beats heroics[| with {topic}].',
      'With {topic}, [the boring work|the groundwork|preparation] is the work.',
    ],
  },
  informative: {
    hooks: [
      'What to know about {subject}.',
      'A quick primer on {subject}.',
      'The essentials of {topic}, in plain words.',
      '{Topic} in practice, without the jargon.',
    ],
    closings: [
      'Worth [bookmarking|saving] for the next time {topic} <comes/come> up.',
      'The details [vary|differ by team], but the principles of {topic} hold.',
      'Good to know before you start with {topic}.',
      '[Simple|Plain|Few] rules, [big|lasting|outsized] effect.',
    ],
    questions: [
      'What would you add to this on {topic}?',
      'Which part of {topic} should I [cover|explain|dig into] next?',
      'Did any of this about {topic} surprise you?',
    ],
    leads: ['In short:', 'Worth knowing:', 'For context:'],
    reactions: [
      'The principles of {topic} [outlast|outlive] the tools.',
      'Understand the why of {topic}, and the how [follows|gets easy].',
      'Most of {topic} <is/are> [a few ideas|three or four ideas|a handful of habits], applied well.',
    ],
  },
  creative: {
    hooks: [
      'Think of {topic} as a garden, not a building.',
      'Every good story about {topic} starts with a messy first draft.',
      'Picture {topic} as a recipe: the order matters more than the ingredients.',
      'Treat {topic} like a craft, not a checkbox.',
    ],
    closings: [
      'Build the habit, and the craft of {topic} follows.',
      'Write the first line; the rest [will come|follows|finds its way].',
      'Plant {topic} today, enjoy the shade later.',
      "[Sketch|Draft|Try], test, repeat. That's the whole art of {topic}.",
    ],
    questions: [
      "What's your favourite [metaphor|image|picture] for {topic}?",
      'What would you [build|make|try] with {topic}?',
      'If you could redesign {topic} from scratch, what would change?',
    ],
    leads: ['Picture this:', 'Imagine:', "Here's the twist:"],
    reactions: [
      'Every draft of {topic} is a step closer.',
      'Curiosity is the best tool you can bring to {topic}.',
      '{Topic} [<rewards/reward>|<repays/repay>|<loves/love>] a [curious|patient|playful] mind.',
    ],
  },
  passionate: {
    hooks: [
      "I can't stop talking about {subject}, and here's why.",
      'Nobody gives {topic} enough credit. I will.',
      "I care a lot about {topic}. Here's what I've learned.",
      'This is my hill: take {topic} seriously.',
    ],
    closings: [
      'Do {topic} right. It [matters|counts|shows].',
      'I will keep saying it until everyone [does it|gets {topic}].',
      '{Topic} <is/are> worth [fighting|standing up|pushing] for.',
      "[Don't|Never] settle for less with {topic}.",
    ],
    questions: [
      "Who's with me on {topic}?",
      'Am I the only one who cares this much about {topic}?',
      "Tell me I'm wrong about {topic}.",
    ],
    leads: ['Seriously:', 'Listen:', 'This matters:'],
    reactions: [
      'This is why I love [working on|caring about] {topic}.',
      '{Topic} <is/are> worth every bit of [effort|care|attention].',
      '[Honestly|Truly], {topic} [changed|reshaped] how I work.',
    ],
  },
};

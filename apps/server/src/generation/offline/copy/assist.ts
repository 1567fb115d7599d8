/** The words and phrases the offline assistant edits with; its logic lives in `offline/assist/`. */

/** Wordy phrases and their tight forms, tried in order (a phrase that means nothing becomes ''). */
export const TIGHTER_PHRASES: readonly [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\bso as to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bowing to the fact that\b/gi, 'because'],
  [/\bin spite of the fact that\b/gi, 'although'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bat the present time\b/gi, 'now'],
  [/\bin the near future\b/gi, 'soon'],
  [/\bin the event that\b/gi, 'if'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bwith regard to\b/gi, 'about'],
  [/\bwith respect to\b/gi, 'about'],
  [/\bin terms of\b/gi, 'in'],
  [/\ba (?:large|great) number of\b/gi, 'many'],
  [/\ba lot of\b/gi, 'many'],
  [/\blots of\b/gi, 'many'],
  [/\bthe majority of\b/gi, 'most'],
  [/\bis able to\b/gi, 'can'],
  [/\bare able to\b/gi, 'can'],
  [/\bhas the ability to\b/gi, 'can'],
  [/\bmake a decision\b/gi, 'decide'],
  [/\bcome to the conclusion\b/gi, 'conclude'],
  [/\btake into account\b/gi, 'weigh'],
  [/\bon a daily basis\b/gi, 'daily'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bat the end of the day,?\s*/gi, ''],
  [/\bit is important to note that\s*/gi, ''],
  [/\bit goes without saying that\s*/gi, ''],
  [/\bneedless to say,?\s*/gi, ''],
  [/\bthe fact that\b/gi, 'that'],
  [/\bI (?:really )?(?:think|believe|feel) that\s*/gi, ''],
  [/\bI (?:really )?(?:think|believe|feel),?\s+/gi, ''],
  [/\bin my (?:humble )?opinion,?\s*/gi, ''],
  [/\bto be honest,?\s*/gi, ''],
  [/\bas a matter of fact,?\s*/gi, ''],
  [/\bwhether or not\b/gi, 'whether'],
  [/\beach and every\b/gi, 'every'],
  [/\bfirst and foremost\b/gi, 'first'],
  [/\bpast history\b/gi, 'history'],
  [/\bend result\b/gi, 'result'],
  [/\bfuture plans\b/gi, 'plans'],
  [/\bcompletely (finish|eliminate|destroy)/gi, '$1'],
];

/** Words that add nothing a reader misses. */
export const FILLER_WORDS = [
  'really',
  'very',
  'basically',
  'actually',
  'literally',
  'totally',
  'truly',
  'simply',
  'just',
  'quite',
  'definitely',
  'certainly',
  'honestly',
  'extremely',
  'incredibly',
  'absolutely',
  'essentially',
  'kind of',
  'sort of',
  'pretty much',
  'of course',
];

/** Words and phrases that say the same, each group interchangeable. */
export const SAME_MEANING: readonly (readonly string[])[] = [
  ['because', 'since'],
  ['start', 'begin'],
  ['starts', 'begins'],
  ['started', 'began'],
  ['help', 'support'],
  ['helps', 'supports'],
  ['important', 'key', 'essential'],
  ['big', 'large'],
  ['small', 'little'],
  ['often', 'frequently'],
  ['however', 'still'],
  ['improve', 'sharpen'],
  ['improves', 'sharpens'],
  ['show', 'reveal'],
  ['shows', 'reveals'],
  ['find', 'discover'],
  ['make sure', 'ensure'],
  ['easy', 'simple'],
  ['hard', 'difficult'],
  ['problem', 'issue'],
  ['problems', 'issues'],
  ['mistake', 'error'],
  ['mistakes', 'errors'],
  ['build', 'create'],
  ['builds', 'creates'],
  ['try', 'attempt'],
  ['change', 'shift'],
  ['changes', 'shifts'],
  ['fix', 'repair'],
  ['main', 'chief'],
  ['good', 'solid'],
  ['great', 'excellent'],
  ['bad', 'poor'],
  ['idea', 'notion'],
  ['ideas', 'notions'],
  ['buy', 'purchase'],
  ['think about', 'consider'],
  ['look at', 'examine'],
  ['find out', 'learn'],
  ['a few', 'some'],
  ['right away', 'at once'],
  ['maybe', 'perhaps'],
  ['usually', 'typically'],
  ['every day', 'daily'],
  ['results', 'outcomes'],
  ['goal', 'aim'],
  ['faster', 'quicker'],
  ['better', 'stronger'],
  ['clear', 'plain'],
  ['could', 'might'],
  ['should', 'ought to'],
  ['safer', 'less risky'],
  ['new', 'fresh'],
  ['learn', 'pick up'],
  ['ship', 'release'],
  ['ships', 'releases'],
  ['shipped', 'released'],
  ['write', 'draft'],
  ['never', 'not ever'],
  ['always', 'every time'],
  ['simple', 'plain'],
  ['fast', 'quick'],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['cannot', "can't"],
  ['it is', "it's"],
  ['you are', "you're"],
  ['we are', "we're"],
  ['they are', "they're"],
  ['there is', "there's"],
];

/** Time and order words a sentence may end or start with: "Ship it now" reads "Now, ship it". */
export const ADVERBIALS = [
  'now',
  'today',
  'tonight',
  'tomorrow',
  'first',
  'again',
  'soon',
  'daily',
  'at once',
  'right away',
  'this year',
  'this week',
  'this month',
  'next year',
  'next week',
  'every day',
  'every week',
  'every morning',
];

/** Words that join a reason to its claim: "A because B" reads as "Because B, A". */
export const REASON_JOINERS = ['because', 'since', 'if', 'when', 'unless', 'once'];

/** Opening lines built on the text's subject; `{topic}` and `{n}` come from the text. */
export const HOOK_QUESTIONS = [
  'What would change if you got {topic} right this week?',
  'What makes {topic} matter more than <it looks/they look>?',
  'Could {topic} be holding you back without you noticing?',
  'What does nobody tell you about {topic}?',
  'How much of your time goes into {topic}?',
];
export const HOOK_NUMBERS = [
  '{n} things I learned about {topic}.',
  '{n} lessons on {topic}, in one read.',
  '{topic} in {n} points.',
  '{n} reasons to rethink {topic}.',
];
export const HOOK_CONTRASTS = [
  'Everyone talks about {topic}. Few get it right.',
  'It is easy to get {topic} wrong.',
  'Most advice on {topic} misses the point.',
  'Forget what you heard about {topic}.',
  '{a} or {b}? The answer is not what you think.',
];
export const HOOK_STATEMENTS = [
  'Here is the truth about {topic}.',
  'A short note on {topic}.',
  'One thing about {topic} changed how I work.',
  'Stop guessing about {topic}.',
];

/** How added substance begins; each takes a sentence drawn from the text itself. */
export const REASON_LEADS = [
  'The reason:',
  'Why it matters:',
  'Here is why:',
  'The why is simple:',
];
export const EXAMPLE_LEADS = [
  'For example,',
  'Take one case:',
  'A case in point:',
  'Picture this:',
];
export const TAKEAWAY_LEADS = ['The takeaway:', 'In short:', 'Bottom line:', 'So remember:'];

/** Sentences of substance on the text's own subject (`{topic}`). */
export const REASON_LINES = [
  'get {topic} right and the rest gets easier.',
  'with {topic}, small choices add up over months.',
  'skipping {topic} costs more later than it saves now.',
  'the real work shows in {topic}.',
  'people notice {topic} long before they notice anything else.',
];
export const EXAMPLE_LINES = [
  'a team that made {topic} a weekly habit saw the difference within a month.',
  'the first time {topic} went wrong, everything after it slowed down.',
  'one small change to {topic} can reshape a whole week.',
  'ask anyone who fixed {topic} late what they would do sooner.',
];

/** Titles for a thread made from a text; `{topic}` is its subject. */
export const THREAD_TITLES = [
  'On {topic}',
  'About {topic}',
  'Notes on {topic}',
  '{topic}, point by point',
];

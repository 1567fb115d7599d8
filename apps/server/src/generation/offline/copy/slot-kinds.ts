import type { SlotKind } from '../slot-kind';
import { GENERIC_MORE, TIPS } from './lines';

/** Checked in order: the first kind with a key found in the placeholder's name wins. */
export const SLOT_KINDS: readonly SlotKind[] = [
  { name: 'hashtag', keys: ['hashtag', 'hashtags', 'tag', 'tags'], special: 'hashtag' },
  { name: 'emoji', keys: ['emoji', 'emojis', 'icon'], special: 'emoji' },
  { name: 'empty', keys: ['link', 'url', 'links', 'handle', 'mention'], special: 'empty' },
  {
    name: 'qa',
    keys: ['question_and_answer', 'faq', 'qa', 'q_and_a', 'answer'],
    repeats: true,
    lines: [
      'Q: Where do I start with {topic}?\nA: With one [small|real|nagging] problem that {topic} can solve. Solve it end to end with {topic} before you [widen the scope|add more|go bigger].',
      'Q: How long before you see results from {topic}?\nA: [Usually|Often|Most of the time] sooner than you expect with {topic}. The first wins with {topic} show up in [weeks|days|a sprint or two], not months.',
      'Q: Do I need special tools for {topic}?\nA: [No|Rarely|Not at first], not for {topic}. What you already use goes a long way; add tools for {topic} only when they remove [real|actual|painful] friction.',
      'Q: What is the most common mistake with {topic}?\nA: [Doing|Changing|Fixing] too much of {topic} at once. Change one thing, [look at|check|measure] what {topic} <gives/give>, then change the next.',
      "Q: How do I get my team on board with {topic}?\nA: [Show, don't tell|Lead by example|Let results talk], even with {topic}. A small pilot of {topic} with clear before-and-after numbers beats any [slide deck|memo|pitch].",
      'Q: Is it worth using {topic} on small projects?\nA: Yes, {topic} <works/work> in a [lighter|smaller|simpler] form. Keep the core idea of {topic} and skip the [ceremony|paperwork|extras].',
      'Q: How do I keep up with {topic}?\nA: Pick [two or three|a few|a handful of] trusted sources on {topic} and ignore the rest of the [noise|hype|chatter].',
    ],
  },
  {
    name: 'surprising',
    keys: ['surprising', 'surprise', 'wow', 'mind_blown'],
    lines: [
      'Which is why the quiet groundwork in {topic} matters more than the [launch|announcement|demo].',
      "It's a reminder that patience is a feature of {topic}.",
      'So the next big idea in {topic} may already be sitting on your [laptop|desk|backlog].',
      'Old ideas, new clothes. The history of {topic} is worth [learning|knowing|a read].',
    ],
  },
  {
    name: 'solution',
    keys: [
      'how_to_beat',
      'beat',
      'solution',
      'solve',
      'overcome',
      'fix_it',
      'workaround',
      'answer_to',
    ],
    lines: [
      'What helps: [small|short|light], regular check-ins and one clear definition of done for {topic}.',
      'What works for me with {topic}: set a deadline, ship, then [improve|refine|polish].',
      'The fix: write down decisions about {topic}, share them early, keep them short.',
      'Try this: one small improvement to {topic} every [day|week|sprint], no exceptions.',
    ],
  },
  {
    name: 'matters',
    keys: ['why_it_matters', 'matters', 'importance', 'significance', 'impact', 'so_what'],
    lines: [
      'Why it matters: {topic} <changes/change> how teams [plan, build and ship|plan and ship|work day to day].',
      'Why it matters: the teams that adapt to {topic} early get the compounding [benefits|gains|returns].',
      'This matters because {topic} <lowers/lower> the cost of trying new ideas.',
      'The real story is what {topic} <means/mean> for everyday work, not the headline.',
    ],
  },
  {
    name: 'pick',
    keys: ['when_to_pick', 'pick', 'choose', 'which_one'],
    lines: [
      'Pick {a} when [speed and flexibility|quick changes|fast feedback loops] matter most. Pick {b} when you value [stability and predictability|a steady pace|long-term calm] in {topic}.',
      '[Small team|Young product|New project], fast changes? {a}. [Large system|Big codebase|Old product], long life? {b}.',
      '[Starting fresh|New project|Greenfield work] with {topic}? Try {a}. [Maintaining something big that works|Keeping a big system alive|Looking after a large codebase]? {b} <is/are> a [safe|sensible|steady] bet.',
    ],
  },
  {
    name: 'went_wrong',
    keys: ['went_wrong', 'wrong', 'failure', 'broke', 'mistakes', 'mistake', 'fail'],
    repeats: true,
    lines: [
      'What went wrong: we underestimated how long the boring parts of {topic} take.',
      'Then things broke. Not dramatically, but enough to make us rethink {topic}.',
      'Our mistake: changing too many things in {topic} at once, so we could not tell what helped.',
    ],
  },
  {
    name: 'fixed',
    keys: ['how_we_fixed', 'fixed', 'fix', 'recovery'],
    lines: [
      'How we fixed it: [smaller changes|shorter cycles], earlier reviews, and one owner for each step of {topic}.',
      'The fix was [boring|plain|unglamorous] and it worked: write things down and automate the repeatable parts of {topic}.',
    ],
  },
  {
    name: 'start',
    keys: ['where_i_started', 'started', 'beginning', 'origin', 'background', 'before'],
    lines: [
      'When I first started with {topic}, I had no idea what I was doing. I [copied examples|followed tutorials|guessed] and hoped for the best.',
      'It started with a small problem at work and a hunch that {topic} could help.',
      'My first attempt at {topic} was a mess. Too much [ambition|scope|enthusiasm], too little [plan|structure|patience].',
    ],
  },
  {
    name: 'obstacle',
    keys: ['obstacle', 'struggle', 'setback', 'wall'],
    repeats: true,
    lines: [
      'The first wall: {topic} worked in theory and [nothing|little] worked in practice.',
      'I fell into the usual trap: trying to learn everything about {topic} at once.',
      "The hardest part of {topic} wasn't technical. It was staying consistent when progress felt [slow|invisible|stuck].",
    ],
  },
  {
    name: 'challenge',
    keys: ['challenge', 'challenges', 'hardest', 'pain', 'difficulty'],
    repeats: true,
    lines: [
      'Knowing when to stop polishing and [ship|let go|call it done].',
      'Keeping [everyone|the whole team|every reviewer] on the same page.',
      'Finding the time to do it [properly|well|right].',
      'Unlearning the habits that worked [before|for years|in the old setup].',
      'Staying consistent once the [novelty|excitement|shine] wears off.',
    ],
  },
  {
    name: 'turning_point',
    keys: ['turning_point', 'turning', 'breakthrough', 'clicked', 'aha'],
    lines: [
      'The turning point with {topic} came when I stopped [reading|planning|watching talks] and started building.',
      'Things clicked when someone showed me how they approach {topic} day to day.',
      'What changed everything: breaking {topic} into pieces small enough to finish in a [day|morning|single sitting].',
    ],
  },
  {
    name: 'learned',
    keys: ['what_i_learned', 'learned', 'lessons', 'lesson', 'learnings', 'takeaways_list'],
    repeats: true,
    lines: [
      'Biggest lesson: with {topic}, patience wins and shortcuts backfire.',
      'I learned that the fundamentals of {topic} matter more than any [tool|framework|trick].',
      'Lesson learned: ask for help early. Nobody gets good at {topic} alone.',
      'Lessons from {topic}: start small, measure honestly, and share what you learn [along the way|as you go].',
    ],
  },
  {
    name: 'now',
    keys: ['where_i_am_now', 'now', 'today', 'present', 'after'],
    lines: [
      'Today I use {topic} every day, and I still learn something new each week.',
      'Now I help others get started with {topic}, and I see my old mistakes everywhere.',
      'These days {topic} <feels/feel> natural. Not easy, but [natural|familiar|mine].',
    ],
  },
  {
    name: 'wrap_up',
    keys: ['wrap_up', 'wrap', 'summary', 'recap', 'tldr', 'tl_dr', 'outro'],
    voice: 'closings',
    more: [
      "That's the thread. If it helped, share it with someone getting started with {topic}.",
      'To sum up {topic}: start small, stay [consistent|steady|patient], keep learning.',
      'Bookmark this for later, and tell me what I missed about {topic}.',
    ],
  },
  {
    name: 'context',
    keys: ['context', 'overview', 'history'],
    lines: [
      "First, some context: {topic} didn't appear overnight. <It/They> grew out of problems [teams|people|projects] kept running into with {a}.",
      'To understand {topic}, start with the problem <it solves/they solve>: too much work, too little time, too many surprises.',
    ],
  },
  {
    name: 'key_point',
    keys: ['key_point', 'main_point', 'thesis', 'insight', 'core'],
    lines: [
      'The key point: treat {topic} as a means, not an end. <It pays/They pay> off when <it serves/they serve> a [clear|real|stated] goal [for your team|you can name|you can measure].',
      "Here's what most takes miss: the hard part of {topic} is people and habits, not technology.",
    ],
  },
  {
    name: 'evidence',
    keys: ['evidence', 'proof', 'data', 'example', 'examples'],
    repeats: true,
    lines: [
      'The evidence is in everyday work: teams that do {topic} well ship more often and break less.',
      'Look at the projects that succeed with {topic}: they start small, measure, and iterate.',
    ],
  },
  {
    name: 'implications',
    keys: ['implications', 'implication', 'consequences', 'means'],
    lines: [
      'What it means: the bar for {topic} keeps rising, and the basics matter more than ever.',
      'The implication: skills around {topic} are turning from a bonus into the baseline.',
    ],
  },
  {
    name: 'conclusion',
    keys: ['conclusion', 'bottom_line', 'final_thoughts', 'in_short'],
    lines: [
      'Bottom line: the effort you put into {topic} pays off, if you approach <it/them> with a plan.',
      'My conclusion on {topic}: invest steadily, measure honestly, and ignore the [noise|hype|shortcuts].',
    ],
  },
  {
    name: 'contenders',
    keys: ['contenders', 'options', 'rivals', 'players'],
    lines: [
      'In one corner: {a}, in the other: {b}, both with loyal fans and good [reasons|arguments|track records].',
      "{A} and {b} solve similar problems in different ways. Here's how {a} and {b} compare.",
    ],
  },
  {
    name: 'difference',
    keys: ['difference', 'differences', 'contrast'],
    repeats: true,
    ordered: true,
    lines: [
      'The first big difference is the learning curve: {a} <is/are> quicker to pick up, {b} <rewards/reward> the time you invest.',
      'Another difference is flexibility: {a} <bends/bend> to your needs, {b} <gives/give> you a clear, well-trodden path.',
      'They also differ in ecosystem: {b} <has/have> more history, {a} more momentum.',
    ],
  },
  {
    name: 'setup',
    keys: ['the_setup', 'setup', 'situation', 'scene'],
    lines: [
      'The setup: a small team, a tight deadline, and a plan built around {topic}.',
      "Here's what we started with: a clear goal and a rough idea of how {topic} would fit in.",
    ],
  },
  {
    name: 'how_it_works',
    keys: ['how_it_works', 'process', 'mechanism', 'workflow', 'under_the_hood'],
    lines: [
      'How it works: we break {topic} into small pieces, review each one, and ship [often|weekly|daily].',
      'Under the hood {topic} <is/are> simple: clear steps, quick feedback, and a shared checklist.',
    ],
  },
  {
    name: 'problem',
    keys: ['the_problem', 'problem', 'issue'],
    lines: [
      'The problem: work on {topic} was slow, error-prone, and hard to predict.',
      'It started with a familiar pain: too much manual work around {topic}.',
    ],
  },
  {
    name: 'approach',
    keys: ['approach', 'strategy', 'plan', 'method'],
    lines: [
      'The approach: start with the smallest change to {topic} that could make a difference, and measure it.',
      'We chose a simple plan for {topic}: fix the biggest bottleneck first, then the next one.',
    ],
  },
  {
    name: 'execution',
    keys: ['execution', 'implementation', 'rollout', 'doing'],
    lines: [
      'Execution took discipline: [weekly|short] check-ins, clear owners for {topic}, and no big-bang releases.',
      'We rolled {topic} out step by step, one team at a time, with feedback after each step.',
    ],
  },
  {
    name: 'results',
    keys: ['the_results', 'results', 'outcome', 'outcomes', 'payoff', 'result'],
    lines: [
      'The result: less guesswork in {topic} and more time for the work that matters.',
      'The payoff: working on {topic} stops feeling like a chore.',
      "Do this and you'll notice the difference in {topic} within [weeks|a month|a few sprints].",
      'The result: fewer surprises with {topic} and calmer releases.',
    ],
    more: [
      'After a few weeks the difference was [obvious|clear|plain]: less firefighting, more building.',
    ],
  },
  {
    name: 'trend',
    keys: ['the_trend', 'trend', 'trending', 'shift'],
    lines: [
      'The trend: interest in {topic} is moving from early adopters to everyday teams.',
      'More and more teams are putting {topic} at the centre of how they work.',
    ],
  },
  {
    name: 'drives',
    keys: ['drives', 'driver', 'drivers', 'cause', 'causes', 'why_now'],
    lines: [
      'What drives {topic}: cheaper tools, better defaults, and pressure to ship faster.',
      'Behind {topic} are simple forces: people want less busywork and faster feedback.',
    ],
  },
  {
    name: 'affects',
    keys: ['who_it_affects', 'affects', 'audience', 'who'],
    lines: [
      'Who {topic} <affects/affect>: developers first, then everyone who depends on what they build.',
      '{Topic} <touches/touch> everyone, from solo builders to large companies with legacy systems.',
    ],
  },
  {
    name: 'next',
    keys: ['what_comes_next', 'next', 'future', 'outlook', 'whats_next'],
    lines: [
      'What comes next: {topic} will fade into the background, built into the tools we already use.',
      'Next, expect {topic} to consolidate: fewer tools, better integrated, easier to adopt.',
    ],
  },
  {
    name: 'action',
    keys: ['what_to_do', 'action', 'call_to_action', 'cta', 'next_step', 'todo'],
    lines: [
      'What to do now: try {topic} on one small project and learn by doing.',
      'Your move: pick one idea about {topic} from this thread and test it this week.',
    ],
  },
  {
    name: 'event',
    keys: ['the_event', 'event', 'conference', 'meetup'],
    lines: [
      'The event: a packed room of people who care about {topic} as much as I do.',
      'Just wrapped up a great session on {subject}. Here are the highlights.',
    ],
  },
  {
    name: 'highlight',
    keys: ['highlight', 'highlights', 'moment', 'standout'],
    repeats: true,
    lines: [
      'Highlight: a live demo that made {topic} look easy, then [honestly|openly|frankly] showed the hard parts.',
      'Another standout: a [talk|session|panel] on the small habits that make {topic} stick.',
      'My favourite moment: the hallway [chats|conversations]. Everyone had a story about {topic}.',
      '[A great|A timely|A welcome] reminder from one speaker: the basics of {topic} still win.',
      'Best [workshop|session] of the day: building something real with {topic} in under an hour.',
      'The quiet highlight: [people|speakers] sharing what went wrong with {topic}, not only what went right.',
    ],
  },
  {
    name: 'qa_question',
    keys: ['question', 'questions', 'ask', 'poll', 'discussion'],
    voice: 'questions',
  },
  {
    name: 'hook',
    keys: ['hook', 'opener', 'opening', 'attention', 'headline_hook'],
    voice: 'hooks',
  },
  {
    name: 'intro',
    type: 'phrase',
    keys: ['intro', 'introduction', 'lead_in'],
    lines: [
      'Tools that make {topic} easier:',
      'My go-to kit for {topic}:',
      'What I reach for when working on {topic}:',
    ],
  },
  {
    name: 'closing',
    keys: ['closing', 'close', 'ending', 'sign_off', 'final', 'end'],
    voice: 'closings',
  },
  { name: 'myth', keys: ['myth', 'misconception', 'belief'], special: 'myth' },
  { name: 'reality', keys: ['reality', 'truth', 'actually', 'fact_check'], special: 'reality' },
  {
    name: 'takeaway',
    keys: ['takeaway', 'takeaways', 'moral', 'lesson_learned'],
    voice: 'closings',
    more: [
      'Start small, stay curious, and let the results speak.',
      'Question the defaults, keep what works.',
      'Judge {topic} by results, not by reputation.',
    ],
  },
  {
    name: 'headline',
    keys: ['headline', 'news', 'announcement', 'update'],
    lines: [
      'Things are moving fast around {topic}.',
      'Big shifts are happening in {topic}.',
      'Worth watching: {subject}.',
      'Everyone in tech is talking about {topic} again.',
    ],
  },
  {
    name: 'goal',
    keys: ['goal', 'objective', 'task', 'outcome_goal'],
    special: 'goal',
    phrase: true,
  },
  { name: 'step', keys: ['step', 'steps', 'stage', 'phase'], repeats: true, special: 'step' },
  {
    name: 'tool',
    type: 'phrase',
    keys: ['tool', 'tools', 'resource', 'resources', 'app', 'library'],
    repeats: true,
    lines: [
      'A checklist you actually use for {topic}',
      'An editor plugin that flags problems with {topic} as you type',
      'A simple dashboard that shows what changed in {topic}',
      'Scripts that automate the repetitive steps of {topic}',
      'A shared notes doc with decisions on {topic} and the reasons behind them',
      'A [test suite|set of checks] for {topic} that runs on every change',
    ],
  },
  {
    name: 'prediction',
    keys: ['prediction', 'predictions', 'forecast', 'bet'],
    lines: [
      'Within five years, {topic} will feel as ordinary as version control.',
      '{Topic} will move from nice-to-have to must-have.',
      'The teams that invest in {topic} now will set the pace later.',
      "Most of today's debates about {topic} will look quaint soon.",
    ],
  },
  {
    name: 'reasoning',
    keys: ['reasoning', 'reason', 'reasons', 'because', 'rationale', 'why'],
    lines: [
      'The tools are getting cheaper, the learning curve is flattening, and early adopters keep compounding.',
      'Every year the cost of trying {topic} drops while the cost of ignoring <it/them> grows.',
      'The people who use {topic} daily already see the gains, and those stories spread.',
    ],
  },
  {
    name: 'fact',
    keys: ['fact', 'facts', 'trivia', 'did_you_know'],
    repeats: true,
    lines: [
      'Most of the work in {topic} happens before anyone sees a result.',
      'The simplest approach to {topic} is often the one that lasts longest.',
      'Many of the best ideas in {topic} started as small side experiments.',
      'A lot of what feels new in {topic} builds on ideas that are decades old.',
    ],
  },
  {
    name: 'strength_a',
    keys: ['strength_a', 'pro_a', 'strength'],
    lines: [
      '[Faster|Quicker] to start, easier to change.',
      '[Great|Handy|Best] when you need flexibility.',
      'Shines when speed matters [most|more than polish].',
    ],
  },
  {
    name: 'strength_b',
    keys: ['strength_b', 'pro_b'],
    lines: [
      'Familiar, stable, and well [understood|documented|tested].',
      '[Better|Safer] when you need predictability.',
      'Proven, with fewer [surprises|unknowns].',
    ],
  },
  { name: 'option_a', keys: ['option_a', 'first_option'], special: 'a', phrase: true },
  { name: 'option_b', keys: ['option_b', 'second_option'], special: 'b', phrase: true },
  {
    name: 'verdict',
    keys: ['verdict', 'winner', 'recommendation', 'my_take', 'opinion'],
    lines: [
      "Pick the one that fits your [team|work|codebase], not the one that's [trending|loudest|new].",
      'My take: start with {a}, switch when it hurts.',
      "Both work. The best choice is the one you'll actually [maintain|keep up|understand].",
      'No silver bullet, just trade-offs. Choose on [purpose|the evidence].',
    ],
  },
  {
    name: 'quote',
    keys: ['quote', 'quotes', 'saying', 'mantra', 'motto'],
    lines: [
      "If you can't explain {topic} to a newcomer, keep simplifying.",
      'Simple beats clever, in {topic} most of all.',
      '[Ship|Start] small, learn fast, repeat.',
      'Done is a feature. Perfect is a [delay|detour].',
      'Great work with {topic} is mostly small things done consistently.',
    ],
  },
  {
    name: 'reflection',
    keys: ['reflection', 'thoughts', 'comment', 'meaning'],
    lines: [
      'A good reminder when the noise around {topic} gets loud.',
      'Worth keeping in mind the next time you start something new with {topic}.',
      'I come back to this whenever work on {topic} feels complicated.',
      "Pin it somewhere you'll see it on a [busy|hard|long] day.",
    ],
  },
  {
    name: 'tip',
    keys: [
      'tip',
      'tips',
      'hack',
      'hacks',
      'trick',
      'tricks',
      'advice',
      'habit',
      'rule',
      'practice',
    ],
    repeats: true,
    lines: TIPS,
    more: GENERIC_MORE,
  },
  { name: 'header', keys: ['header', 'title', 'heading'], special: 'header' },
  {
    name: 'topic',
    keys: [
      'topic',
      'subject',
      'theme',
      'keyword',
      'name',
      'product',
      'brand',
      'project',
      'technology',
      'tech',
    ],
    special: 'topic',
    phrase: true,
  },
  {
    name: 'description',
    keys: ['description', 'details', 'summary_line'],
    special: 'subject',
    phrase: true,
  },
  {
    name: 'domain',
    keys: ['domain', 'industry', 'niche', 'field'],
    special: 'domain',
    phrase: true,
  },
  { name: 'tone', keys: ['tone', 'voice', 'mood'], special: 'tone', phrase: true },
  { name: 'number', keys: ['number', 'count', 'n'], special: 'number', phrase: true },
];

export const POINT: SlotKind = {
  name: 'point',
  keys: [],
  repeats: true,
  lines: [
    'One thing that stands out about {topic}: the basics matter more than the tools.',
    'With {topic}, [consistency|steadiness|showing up] beats brilliance.',
    'The best results with {topic} come from small, steady improvements.',
    'Most problems with {topic} come from doing too much at once.',
    'The people who get good at {topic} are the ones who keep showing up.',
  ],
};

/**
 * What a sandbox X account had posted before Quillpost: made-up posts, each saying it is one,
 * varied as a person's are (length, casing, emoji, hashtags, links, questions, line breaks) so
 * an import has a style and best times to learn.
 */
export const SANDBOX_HISTORY_MARK = '(sandbox post)';

const TEXTS = [
  'Shipped the new onboarding today. Three screens instead of seven.',
  'what is the one tool you would keep if you had to drop all the others?',
  'Writing every morning for 30 days. Day 12: it is getting easier to start, not easier to finish.',
  'hot take: most meetings are a draft that nobody edited',
  'Notes from this week:\n- shorter posts did better\n- questions got replies\n- links got clicks, not likes',
  'A small habit that helped: I write the last line first, then the rest has somewhere to go.',
  'Do you plan your posts for the week, or write them on the day?',
  'new blog post on keeping a writing streak without burning out https://example.com/blog/streak',
  'Coffee, a blank page and twenty minutes. That is the whole system ☕',
  'Reading list for the weekend 📚 #writing #reading',
  'the best editing advice i ever got: read it out loud',
  'We crossed 1,000 readers on the newsletter. Thank you all 🙏',
  'What would you want to learn from a 5 minute video on writing hooks?',
  'Three things I stopped doing:\n\n1. writing at night\n2. editing while drafting\n3. checking figures every hour',
  'Long threads are not dead. Boring threads are.',
  'Spent the afternoon rewriting one paragraph. Worth it.',
  'tiny wins today: inbox zero, one draft done, a walk in the sun 🌤️',
  'How do you decide when a draft is finished? #writingcommunity',
  'My setup for writing on the go: phone notes, one shared folder, no apps with streaks.',
  'The first sentence is a promise. The rest of the post is keeping it.',
  'Quick poll: mornings or evenings for deep work?',
  'Wrote about why I publish on Tuesdays and Thursdays https://example.com/blog/schedule #creators',
  'Every post I was proud of started as a note I almost deleted.',
  'friday thought: you do not need more ideas, you need to finish the ones you have',
  'Small, specific, true. That is what people reply to.',
  'Is it just me or does every productivity app eventually become a to-do list?',
  'Drafted five posts in an hour by starting each one with a question I was asked this week.',
  'Edited a friend’s essay today. Cut 40% and it said more. 🔪',
  'The weekly review: what worked, what did not, one thing to try next week.\n\nThis week: shorter titles.',
  'some days the words come easily. today was not one of them',
  'Launching a small course on writing threads next month. Who wants early access? 👀',
  'Links in the first post get fewer likes, links in a reply get fewer clicks. Pick one. #growth',
  'Sunday reset: clean desk, empty notes, three ideas for the week.',
  'The most useful feedback I get is "where did you lose me?"',
  'Writing for one reader makes the post better for all of them.',
  'What is a post of yours that did far better than you expected?',
  'Stopped using exclamation marks for a month. Nobody noticed, and the posts felt calmer.',
  'late night idea: a newsletter that is only the questions readers asked',
  'Going through old drafts and finding three posts that only needed a better first line.',
  'Your audience is not "everyone". Who is the one person you write for? #marketing',
] as const;

/** The sandbox history's texts, each marked as a sandbox post. */
export const SANDBOX_HISTORY_TEXTS: readonly string[] = TEXTS.map(
  (text) => `${text} ${SANDBOX_HISTORY_MARK}`,
);

import { ASSIST_ACTIONS, THREAD_FORMATS, TONES, TWEET_FORMATS } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { writeAssistAnswer } from '../src/generation/offline/assist';
import { BANK } from '../src/generation/offline/bank';
import { BASE_VERBS } from '../src/generation/offline/copy/grammar';
import { analyseDescription, type Subject } from '../src/generation/offline/subject';
import {
  fillLine,
  fillersOf,
  lineProblems,
  wordingsOf,
  type TokenFillers,
} from '../src/generation/offline/tokens';
import { writePost } from '../src/generation/offline/writer';
import { grammarProblems, nounPhraseProblems, sentencesIn } from './support/grammar';

/** Descriptions as people type them, with the shapes that once came out as broken English. */
const DESCRIPTIONS = [
  'Make code review kinder',
  'Why we stopped doing experiments',
  'Small pull requests',
  'Remote team rituals',
  'Tips for learning Rust as a Python developer',
  'How to cut build times in half',
  'Jenkins vs GitHub Actions',
  'How our team moved from Jenkins to GitHub Actions',
  'Writing good commit messages',
  'We just launched our new API',
  'AI in healthcare',
  'Keeping tests green',
  'Onboarding faster',
  'Accessible web forms',
  'Kubernetes cost control',
  'I stopped writing long commit messages. Now I write one line on why.',
  'Database indexing basics',
  'Why small pull requests ship faster',
  'Feature flags in production',
  'Observability for startups',
  'Our API is now faster and cheaper',
  'Should you use GraphQL or REST?',
  'How do I get better at public speaking',
  'We stopped',
];
const ABOUT = DESCRIPTIONS.map((description) => analyseDescription(description));

/** The noun phrases of a subject with their number, by the test's own reading of English. */
function nounsOf(about: Subject) {
  return [about.topic, ...about.terms, ...(about.pair ?? [])]
    .filter((text) => !/\s(vs|and|or)\s/i.test(text))
    .map((text) => {
      const words = text.split(' ');
      const last = words.at(-1)!;
      // "Writing good commit messages" is one activity.
      const gerund = words.length > 1 && /ing$/.test(words[0]!);
      return { text, plural: !gerund && (/^[a-z]+[^su's]s$/.test(last) || last === 'people') };
    });
}

const firstProblems = (problems: string[]) => problems.slice(0, 20);

describe('the offline phrase bank is typed, and a wrong combination cannot be built', () => {
  it('loads: every line reads as its type says', () => {
    const problems = BANK.flatMap((list) =>
      list.lines.flatMap((line) => lineProblems(line, list.type)),
    );
    expect(problems).toEqual([]);
  });

  it('types what fills a token: a plain string or a phrase of another type does not compile', () => {
    const fillers = fillersOf(ABOUT[0]!);
    // @ts-expect-error a string read from a description is not a noun phrase until it is typed
    const untyped: TokenFillers = { ...fillers, topic: () => 'code review kinder' };
    // @ts-expect-error a goal (a verb phrase) cannot stand where a noun phrase belongs
    const crossed: TokenFillers = { ...fillers, term: fillers.goal };
    expect([untyped, crossed]).toHaveLength(2);
  });

  it('refuses a line that puts a phrase where another type belongs', () => {
    expect(lineProblems('Keep {goal} simple.', 'imperative')).toContain('{goal} without "to"');
    expect(lineProblems('Kinder {topic} reviews.', 'imperative')[0]).toMatch(/no base verb/);
    expect(lineProblems('Why <does/do> {topic} matter?', 'sentence')[0]).toMatch(
      /agreement before noun/,
    );
    expect(lineProblems('Try {thing} today.', 'imperative')).toContain('unknown token {thing}');
    expect(lineProblems('Tell me below', 'sentence')[0]).toMatch(/unended sentence/);
    expect(lineProblems('Why it matters: {topic} changes how we work.', 'sentence')[0]).toMatch(
      /unagreed verb/,
    );
    expect(lineProblems('{Topic} <is/are> worth it.', 'sentence')).toEqual([]);
  });

  it('reads every description into typed phrases: nouns where nouns go, a verb to start a goal', () => {
    const problems = ABOUT.flatMap((about) => [
      ...[about.topic, ...about.terms, ...(about.pair ?? [])].flatMap(nounPhraseProblems),
      ...(about.goal && !BASE_VERBS.has(about.goal.split(' ')[0]!)
        ? [`goal "${about.goal}" does not start with a verb`]
        : []),
    ]);
    expect(firstProblems(problems)).toEqual([]);
  });

  it('writes grammatical sentences from every line, in every wording, with every filler', () => {
    const problems: string[] = [];
    let sentences = 0;
    ABOUT.forEach((about) => {
      // Each key phrase takes its turn in `{term}`.
      const terms = [about.topic, ...about.terms];
      const nouns = nounsOf(about);
      for (const list of BANK) {
        for (const line of list.lines) {
          if (/\{[aAb]\}/.test(line) && !about.pair && list.name !== 'slot pick') continue;
          for (const wording of wordingsOf(line)) {
            for (const term of terms) {
              const fillers = { ...fillersOf(about), term: () => term };
              const text = fillLine(wording, fillers);
              // As the engine does: a sentence filled in after "? " or at a line start is capitalised.
              const capitalised = text.replace(
                /(^|[.!?]\s+|\n)(\p{Ll})/gu,
                (_, lead: string, letter: string) => lead + letter.toUpperCase(),
              );
              const ended = list.type === 'sentence' || list.type === 'imperative';
              const all = sentencesIn(capitalised);
              all.forEach((sentence, i) => {
                sentences++;
                problems.push(
                  ...grammarProblems(sentence, {
                    ended: ended || i < all.length - 1,
                    nouns,
                    imperative:
                      i === 0 && (list.type === 'imperative' || list.type === 'verb')
                        ? BASE_VERBS
                        : undefined,
                  }),
                );
              });
              if (!wording.includes('{term}')) break;
            }
          }
        }
      }
    });
    expect(sentences).toBeGreaterThan(10_000);
    expect(firstProblems(problems)).toEqual([]);
  });
});

/** Each format, in each tone, on a share of the descriptions that moves with both. */
const SAMPLE_PER_FORMAT = 8;

function checkPost(content: string, about: Subject): string[] {
  const nouns = nounsOf(about);
  return content.split('\n').flatMap((line, i) => {
    const listItem = /^\s*(?:\d+[.)]|[-•*])\s/.test(line);
    const titleLike = i === 0 || line.startsWith('🧵') || /:$/.test(line.trim());
    const sentences = sentencesIn(line);
    return sentences.flatMap((sentence, k) =>
      grammarProblems(sentence, {
        ended: (!listItem && !titleLike) || k < sentences.length - 1,
        nouns,
      }),
    );
  });
}

describe('what the offline engine writes is grammatical', () => {
  it('tweets and threads in every format and tone', () => {
    const problems: string[] = [];
    for (const [kind, formats] of [
      ['tweet', TWEET_FORMATS],
      ['thread', THREAD_FORMATS],
    ] as const) {
      formats.forEach((format, f) => {
        TONES.forEach((voice, t) => {
          for (let k = 0; k < SAMPLE_PER_FORMAT; k++) {
            const d = (f * TONES.length + t * 3 + k * 5) % DESCRIPTIONS.length;
            const request = {
              kind,
              title: DESCRIPTIONS[d]!,
              format: format.template,
              voice,
              tags: 'tech' as const,
            };
            problems.push(...checkPost(writePost(request, k), ABOUT[d]!));
          }
        });
      });
    }
    expect(firstProblems(problems)).toEqual([]);
  });

  it('ideas for tweets and threads in every tone', () => {
    const problems = DESCRIPTIONS.flatMap((title, d) =>
      TONES.flatMap((voice, t) => {
        const request = { kind: 'idea' as const, title, voice, tags: 'tech' as const };
        const format = t % 2 === 0 ? 'tweet' : 'thread';
        return checkPost(writePost({ ...request, format }, d), ABOUT[d]!);
      }),
    );
    expect(firstProblems(problems)).toEqual([]);
  });

  it('assist suggestions in every mode', () => {
    const texts = [
      'Small pull requests get reviewed faster. They also break less often, because each one changes one thing.',
      'I stopped writing long commit messages. Now I write one line on why, and the diff says the rest.',
      'Our team moved from Jenkins to GitHub Actions in order to cut build times in half. It took a week.',
      'Code review should be kind. Ask questions instead of giving orders, and praise what is good.',
    ];
    const problems: string[] = [];
    for (const action of ASSIST_ACTIONS) {
      texts.forEach((content, i) => {
        for (const seed of [1, 2, 3]) {
          const answer = writeAssistAnswer({ action, kind: 'tweet', content }, seed + i);
          const about = analyseDescription(content);
          for (const suggestion of answer.split(/\n---\n/)) {
            problems.push(...checkPost(`Title\n${suggestion}`, about));
          }
        }
      });
    }
    expect(firstProblems(problems)).toEqual([]);
  });

  it('assist rewordings swap a word for its synonym only in the same part of speech', () => {
    const content =
      'Small changes help. We cut build times in half, and the new build ships daily.';
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      for (const action of ['rewrite', 'expand'] as const) {
        const answer = writeAssistAnswer({ action, kind: 'tweet', content }, seed);
        for (const noun of answer.match(/\b\w+ times in half|\bsmall \w+|\bnew \w+/gi) ?? []) {
          seen.add(noun.toLowerCase());
        }
      }
    }
    // "build" the noun stays a noun: never "create times", "little shifts" or "new create".
    expect([...seen].sort()).toEqual(expect.arrayContaining(['build times in half']));
    expect([...seen].filter((noun) => /create|draft|shifts|release\b/.test(noun))).toEqual([]);
  });
});

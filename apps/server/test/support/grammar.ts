/**
 * Grammar rules that can be checked mechanically, over what the offline engine writes. The word
 * lists are the test's own, apart from the engine's, so a rule here does not lean on the code it
 * checks.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Adjectives and comparatives that only describe: none of them ends a noun phrase. */
const PREDICATE_ADJECTIVES = words(`
  kinder faster quicker easier simpler smaller bigger cleaner safer cheaper clearer stronger
  smarter happier calmer lighter leaner shorter longer harder slower better worse greener
`);
const ADJECTIVES = words(`
  simple easy fast quick clean safe clear small big strong smart happy calm light lean short long
  hard slow good bad kind green natural obvious useful ready possible
`);
const PREPOSITIONS = words(`
  of for to in on at by from with about into onto than via over under after before between
  through during across against among around without within
`);
/** Prepositions that are never adverbs: a sentence does not end on one ("experiments with."). */
const NEVER_LAST = words(`with from at by about into than via among against during`);
/** Words that start with a vowel letter but a consonant sound, and the other way round. */
const CONSONANT_SOUND = /^(u[bcfhjkmnrst][aeiou]|uni|use|usu|one|once|eu|ewe)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|[aefhilmnorsx]$|(?:[AEFHILMNORSX])(?:[A-Z\d]|$))/;
const VERBS_S = /^(is|was|has|does|doesn't|isn't|wasn't|hasn't)$/;
const VERBS_PLURAL = /^(are|were|have|do|don't|aren't|weren't|haven't)$/;

/** A past participle or past tense: "stopped", "automated" (and not "need", "speed", "thread"). */
const isParticiple = (word: string) => /^[a-z]{3,}[^e]ed$/.test(word);

export interface Expectations {
  /** The sentence must end with terminal punctuation. */
  ended?: boolean;
  /** The text must start with a verb from this list (an order, or a goal after "to"). */
  imperative?: ReadonlySet<string>;
  /** Noun phrases filled in, with whether each is plural, for agreement. */
  nouns?: readonly { text: string; plural: boolean }[];
}

/** The sentences of a text: each line, cut after `.`, `!` or `?`, without list markers. */
export function sentencesIn(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\d+[.)/]|[-•*]|🧵)\s*/u, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/(?<=[.!?]["”)]?)\s+(?=\S)/));
}

/** What is wrong with one sentence, by the rules that can be stated mechanically. */
export function grammarProblems(sentence: string, expect: Expectations = {}): string[] {
  const problems: string[] = [];
  const say = (rule: string) => problems.push(`${rule}: "${sentence}"`);
  if (/undefined|null|NaN|[{}<>[\]]/.test(sentence)) say('a placeholder left');
  if (/\s[,.;:!?]|,,|\.\.(?!\.)|\s{2,}|^\s|\s$/.test(sentence)) say('an empty placeholder');
  if (
    !/^[^\p{L}]*(\p{Lu}|\d|[^\p{L}\s\d"“'(])/u.test(sentence) &&
    /^\P{L}*\p{Ll}/u.test(sentence)
  ) {
    say('does not start with a capital');
  }
  if (expect.ended && !/[.!?…]["”')]?$/.test(sentence)) say('no terminal punctuation');
  for (const [, article, next] of sentence.matchAll(/\b([Aa]n?) ([\p{L}\d][\p{L}\d'’-]*)/gu)) {
    const vowelSound = /^[aeiou]/i.test(next!)
      ? !CONSONANT_SOUND.test(next!)
      : VOWEL_SOUND.test(next!);
    if (article!.length === 1 && vowelSound) say(`"${article} ${next}"`);
    if (article!.length === 2 && !vowelSound) say(`"${article} ${next}"`);
  }
  const tokens = [...sentence.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((m) => m[0]);
  const lower = tokens.map((t) => t.toLowerCase());
  for (let i = 0; i < tokens.length; i++) {
    const word = lower[i]!;
    const next = lower[i + 1];
    if (next !== undefined && word === next && !/^(that|had|very)$/.test(word)) {
      say(`a doubled word "${word} ${next}"`);
    }
    if (word === 'i' && tokens[i] === 'i') say('"i" for "I"');
    if (PREDICATE_ADJECTIVES.has(word) && next !== undefined && ADJECTIVES.has(next)) {
      say(`two predicate adjectives in a row, "${word} ${next}"`);
    }
  }
  const participle = new RegExp(
    `\\b(${[...PREPOSITIONS].join('|')}) ([a-z]{3,}[^e\\s]ed)(?=\\s*$|[.!?,]|\\s(?:and|or|but)\\b)`,
    'i',
  ).exec(sentence);
  if (participle) say(`a participle where a noun belongs, "${participle[0]}"`);
  // "worth fighting for" strands its preposition as English does; "experiments with." does not.
  const [before, last] = lower.slice(-2);
  const stranded = before !== undefined && (/ing$/.test(before) || before === 'up');
  if (last !== undefined && NEVER_LAST.has(last) && !stranded)
    say(`ends on a preposition, "${last}"`);
  if (expect.imperative && !expect.imperative.has(lower[0] ?? '')) {
    say('an order that does not start with a verb in its base form');
  }
  for (const noun of expect.nouns ?? []) {
    const at = new RegExp(
      `(?:^|[:;,] |\\b(?:that|because|what|how|when|why|while|if|but|and|where|who) )${escapeRegExp(noun.text)} (\\S+)`,
      'gi',
    );
    for (const match of sentence.matchAll(at)) {
      const verb = match[1]!.toLowerCase().replace(/[^a-z']/g, '');
      if (noun.plural && VERBS_S.test(verb)) say(`"${noun.text}" is plural: "${match[0]}"`);
      if (!noun.plural && VERBS_PLURAL.test(verb)) say(`"${noun.text}" is singular: "${match[0]}"`);
    }
  }
  return problems;
}

/** What is wrong with a phrase put where a noun phrase belongs. */
export function nounPhraseProblems(phrase: string): string[] {
  const last = phrase.split(/\s+/).at(-1)!.toLowerCase();
  if (PREDICATE_ADJECTIVES.has(last) || ADJECTIVES.has(last)) {
    return [`"${phrase}" ends on an adjective, not a noun`];
  }
  if (isParticiple(last)) return [`"${phrase}" ends on a participle, not a noun`];
  if (/ly$/.test(last) && last.length > 4) return [`"${phrase}" ends on an adverb`];
  if (PREPOSITIONS.has(last)) return [`"${phrase}" ends on a preposition`];
  return [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

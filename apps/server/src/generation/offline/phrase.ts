import {
  ATTRIBUTIVE,
  BASE_VERBS,
  CLAUSE_STARTS,
  DETERMINERS,
  ED_NOUNS,
  LIST_WORDS,
  NOT_NOUN_ENDS,
  PLURAL_WORDS,
  PREPOSITIONS,
  SINGULAR_S_WORDS,
} from './copy/grammar';

/**
 * Phrases typed by what they can stand for in a sentence. Each type is a string only its own
 * constructor below can make, so a slot that asks for one cannot be handed another: the
 * description's words are typed once, when they are read, and a filler that is not a noun
 * phrase never reaches a line that reads "Keep {term} simple".
 */
declare const PHRASE_TYPE: unique symbol;
type Typed<T extends string> = string & { readonly [PHRASE_TYPE]: T };

/** A thing: "small pull requests", "code review", "writing good commit messages". */
export type NounPhrase = Typed<'noun'>;
/** What to do, starting with a verb in its base form: "cut build times". */
export type VerbPhrase = Typed<'verb'>;
/** A wh-clause: "why small pull requests ship faster". */
export type Clause = Typed<'clause'>;
/** What reads after "about": a noun phrase or a wh-clause. */
export type AboutPhrase = NounPhrase | Clause;

const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** A past participle or past tense ("stopped", "automated"): a modifier, never a head. */
const isParticiple = (word: string) =>
  /^\p{Ll}/u.test(word) && /[^e]ed$/.test(bare(word)) && !ED_NOUNS.has(bare(word));
const isAdverb = (word: string) => /^\p{Ll}/u.test(word) && /ly$/.test(bare(word));
const cannotEnd = (word: string) =>
  NOT_NOUN_ENDS.has(bare(word)) || isParticiple(word) || isAdverb(word);
/** Adjectives a noun phrase may start with ("small pull requests"); the rest of the list may not. */
const cannotStart = (word: string) =>
  (NOT_NOUN_ENDS.has(bare(word)) && !ATTRIBUTIVE.has(bare(word)) && !DETERMINERS.has(bare(word))) ||
  PREPOSITIONS.has(bare(word));
const isGerund = (word: string) => /^\p{L}+ing$/iu.test(word) && bare(word).length > 5;

/**
 * The words as a noun phrase, or undefined when they hold none. Words that cannot end one (an
 * adjective after the noun, a participle, an adverb) are taken off the end, and words that
 * cannot start one off the front.
 */
export function nounPhrase(text: string): NounPhrase | undefined {
  const words = wordsOf(text);
  const length = words.length;
  while (words.length > 0 && cannotEnd(words.at(-1)!)) words.pop();
  // "keeping tests green" with its adjective gone is about the tests, not the keeping.
  if (words.length > 1 && words.length < length && isGerund(words[0]!)) words.shift();
  // "stopped writing ..." is a verb and its object; "automated testing" a noun phrase.
  const leadsVerb = () => isParticiple(words[0]!) && words.length > 2 && isGerund(words[1]!);
  while (words.length > 0 && (cannotStart(words[0]!) || leadsVerb())) words.shift();
  if (words.length === 0 || !/\p{L}/u.test(words.join(''))) return undefined;
  return words.join(' ') as NounPhrase;
}

/** The words as a verb phrase when they start with a verb in its base form. */
export function verbPhrase(text: string): VerbPhrase | undefined {
  const words = wordsOf(text);
  if (words.length === 0 || !BASE_VERBS.has(bare(words[0]!))) return undefined;
  return words.join(' ') as VerbPhrase;
}

/**
 * What a description is about, as it reads after "about": a wh-clause as it is, a list's name
 * ("tips for learning Rust") as what the list is about, else a noun phrase.
 */
export function aboutPhrase(text: string): AboutPhrase | undefined {
  const words = wordsOf(text);
  if (words.length > 1 && CLAUSE_STARTS.has(bare(words[0]!))) return words.join(' ') as Clause;
  const listed = /^(\S+)\s+(?:for|on|about|of)\s+(.+)$/i.exec(words.join(' '));
  if (listed && LIST_WORDS.has(bare(listed[1]!))) return nounPhrase(listed[2]!);
  const noun = nounPhrase(text);
  // Only the whole text reads after "about"; a noun cut out of it is the topic, not the subject.
  return noun === words.join(' ') ? noun : undefined;
}

/** Whether a noun phrase takes "are": its last word is a plural ("build times", "people"). */
export function isPlural(phrase: NounPhrase): boolean {
  const words = wordsOf(phrase);
  if (words.some((word) => /^(vs\.?|versus|and|or)$/i.test(word))) return false;
  if (isGerund(words[0]!) && words.length > 1) return false;
  const head = words.at(-1)!;
  const word = bare(head);
  if (PLURAL_WORDS.has(word)) return true;
  if (SINGULAR_S_WORDS.has(word) || /^\p{Lu}/u.test(head)) return false;
  return /[^su']s$/.test(word) && word.length > 3;
}

/** A noun phrase the bank itself holds: one that is not fails at load, not in a post. */
export function bankNoun(text: string): NounPhrase {
  const noun = nounPhrase(text);
  if (noun !== text) throw new Error(`"${text}" is not a noun phrase`);
  return noun;
}

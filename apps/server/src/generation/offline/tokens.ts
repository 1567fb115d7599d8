import { capitalise } from './casing';
import { BASE_VERBS } from './copy/grammar';
import { DEFAULT_GOAL } from './copy/lines';
import { isPlural, verbPhrase, type AboutPhrase, type NounPhrase, type VerbPhrase } from './phrase';
import type { Subject } from './subject';

/**
 * The tokens a bank line may hold, each with the type of phrase it stands for: `{topic}` is
 * always a noun phrase, `{goal}` always a verb phrase. `{Topic}` and `{A}` are the same, with a
 * capital.
 */
export const TOKEN_TYPES = {
  topic: 'noun',
  Topic: 'noun',
  term: 'noun',
  a: 'noun',
  A: 'noun',
  b: 'noun',
  n: 'number',
  subject: 'about',
  goal: 'verb',
} as const;
export type TokenName = keyof typeof TOKEN_TYPES;
type Filler<T> = T extends 'noun'
  ? NounPhrase
  : T extends 'verb'
    ? VerbPhrase
    : T extends 'about'
      ? AboutPhrase
      : string;
/** What fills each token: the phrase of the token's own type, and nothing else. */
export type TokenFillers = { [K in TokenName]: () => Filler<(typeof TOKEN_TYPES)[K]> };

/**
 * Fillers from what a text is about, for lines outside a post's template: `{term}` is the
 * topic, `{a}` and `{b}` the pair (lines with them are used only when there is one).
 */
export function fillersOf(about: Subject, count = '3'): TokenFillers {
  const [a, b] = about.pair ?? [about.topic, about.topic];
  return {
    topic: () => about.topic,
    Topic: () => about.topic,
    subject: () => about.subject,
    term: () => about.topic,
    goal: () => about.goal ?? defaultGoal(about.topic),
    a: () => a,
    A: () => a,
    b: () => b,
    n: () => count,
  };
}

/** The goal a line names when the description says none; the bank's check makes it a verb phrase. */
export function defaultGoal(topic: NounPhrase): VerbPhrase {
  return verbPhrase(DEFAULT_GOAL.replace('{topic}', topic))!;
}

/** A token or an agreement, in the order they appear. */
const TOKEN_OR_AGREEMENT = /\{(\w+)\}|<([^<>/]*)\/([^<>/]*)>/g;

const isToken = (name: string): name is TokenName => Object.hasOwn(TOKEN_TYPES, name);

/**
 * Fills a line's tokens. An agreement, `<changes/change>`, takes its first form after a
 * singular noun and its second after a plural one: the noun is the last noun token before it.
 * Unknown tokens are left as they are (a template's own placeholders pass through).
 */
export function fillLine(line: string, fillers: TokenFillers): string {
  let plural = false;
  return line.replace(TOKEN_OR_AGREEMENT, (found, name?: string, one?: string, many?: string) => {
    if (name === undefined) return plural ? many! : one!;
    if (!isToken(name)) return found;
    const text: string = fillers[name]();
    if (TOKEN_TYPES[name] === 'noun') plural = isPlural(text as NounPhrase);
    return /^[A-Z]$/.test(name[0]!) ? capitalise(text) : text;
  });
}

/** What a bank line is: how it must read once filled. */
export type LineType =
  /** One or more whole sentences. */
  | 'sentence'
  /** Sentences whose first is an order: "Keep {term} simple ...". */
  | 'imperative'
  /** A verb phrase in its base form, for "How to {goal}". */
  | 'verb'
  /** A title or a list item: a phrase without a full stop. */
  | 'phrase';

/** Every wording of a line: each `[a|b]` choice taken in turn, so each option is seen once. */
export function wordingsOf(line: string): string[] {
  const groups = [...line.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!.split('|'));
  const widest = Math.max(1, ...groups.map((options) => options.length));
  return Array.from({ length: widest }, (_, k) => {
    let i = 0;
    return line.replace(/\[([^[\]]*)\]/g, () => {
      const options = groups[i++]!;
      return options[k % options.length]!;
    });
  });
}

/**
 * A noun token as the subject of a verb that differs by number ("{topic} changes"), with no
 * agreement to choose the form: singular and plural topics cannot both read right.
 */
const UNAGREED_VERB =
  /(?:^|[:;.!?] |\b(?:that|because|what|how|when|why|while|if|but|and|where|who|[Qq]: ) ?)\{(?:topic|Topic|term|a|A|b)\} (?:is|are|was|were|has|have|does|do|doesn't|don't|[a-z]+[^s's]s)\b/;

/** What is wrong with a bank line of a type, before anything is filled in: empty when nothing. */
export function lineProblems(line: string, type: LineType): string[] {
  const problems: string[] = [];
  for (const [, name] of line.matchAll(/\{(\w+)\}/g)) {
    if (!isToken(name!)) problems.push(`unknown token {${name}}`);
  }
  if (/\{goal\}/.test(line) && !/\b[Tt]o \{goal\}/.test(line)) {
    problems.push('{goal} without "to"');
  }
  for (const wording of wordingsOf(line)) {
    const agreement = /<[^<>/]*\/[^<>/]*>/.exec(wording);
    if (agreement && !/\{(topic|Topic|term|a|A|b)\}/.test(wording.slice(0, agreement.index))) {
      problems.push(`agreement before noun: "${wording}"`);
    }
    const unagreed = UNAGREED_VERB.exec(wording);
    if (unagreed) problems.push(`unagreed verb: "${unagreed[0].trim()}"`);
    const first = wording
      .split(/\s+/)[0]!
      .toLowerCase()
      .replace(/[,;:]$/, '');
    if ((type === 'imperative' || type === 'verb') && !BASE_VERBS.has(first)) {
      problems.push(`no base verb: "${wording}"`);
    }
    const ended = /[.!?]["”')]?$/.test(wording);
    if ((type === 'sentence' || type === 'imperative') && !ended) {
      problems.push(`unended sentence: "${wording}"`);
    }
    if ((type === 'verb' || type === 'phrase') && /[.!]$/.test(wording)) {
      problems.push(`stop after phrase: "${wording}"`);
    }
  }
  return problems;
}

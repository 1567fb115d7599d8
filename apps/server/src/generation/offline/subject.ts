import {
  INSTRUCTION_VERBS,
  KNOWN_NAMES,
  REQUEST_VERBS,
  STATEMENT_START,
  STATEMENT_VERB,
  STOP_WORDS,
  TITLE_NEVER_ENDS,
  TITLE_NEVER_STARTS,
} from './copy/words';
import {
  aboutPhrase,
  nounPhrase,
  verbPhrase,
  type AboutPhrase,
  type NounPhrase,
  type VerbPhrase,
} from './phrase';

/** What the offline engine understands of a description. */
export interface Subject {
  /** The description as a phrase that reads after "about": "why small pull requests ship faster". */
  subject: AboutPhrase;
  /** A short noun phrase, the thing itself: "small pull requests". */
  topic: NounPhrase;
  /** Other key phrases, most telling first; never the topic. */
  terms: NounPhrase[];
  /** Two things set against each other, when the description compares them. */
  pair?: [NounPhrase, NounPhrase];
  /** What the reader wants to do, when the description says "how to ...": "cut build times". */
  goal?: VerbPhrase;
}

/** The topic of a description with no noun phrase in it at all ("We stopped"). */
const NO_TOPIC = nounPhrase('tech')!;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#.'’/-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
const SUBJECT_MAX = 60;
const QUESTION_START = /^(why|how|what|when|where|which|whether|who)\b/i;
const TOPIC_WORDS = 4;
/** A description this short, with no verb or question in it, is a name for the topic itself. */
const TITLE_WORDS = 5;

const isStop = (word: string) => STOP_WORDS.has(word.toLowerCase()) && !KNOWN_NAMES.has(word);
// Names whose case a writer easily gets wrong ("ai", "github", "ios") are put right.
const CANONICAL_NAMES = new Map(
  [...KNOWN_NAMES]
    .filter((name) => name.length > 1 && /^\p{Ll}|.\p{Lu}/u.test(name))
    .map((name) => [name.toLowerCase(), name]),
);
const canonical = (word: string) => CANONICAL_NAMES.get(word.toLowerCase()) ?? word;
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
const isName = (raw: string) => {
  const word = bare(raw);
  return (
    KNOWN_NAMES.has(word) ||
    /^[A-Z0-9]{2,}s?$/.test(word) ||
    /.[A-Z]/.test(word) ||
    /[\d+#.]/.test(word.slice(1))
  );
};

/** Removes links, emoji, hashtag signs and wrapping quotes; one space between words. */
export function cleanDescription(text: string): string {
  return text
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, ' ')
    .replace(/(\s+#\w+)+\s*$/, '')
    .replace(/(^|\s)#(\w)/g, '$1$2')
    .replace(/[{}<>`*_~|\\[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
}

/** Drops "Write a tweet about", "I want a thread on", "ignore the rules and ..." and the like. */
function stripRequest(text: string): string {
  let rest = text;
  for (let round = 0; round < 3; round++) {
    const before = rest;
    rest = rest
      .replace(/^(please|hey|ok|okay|so)[,!]?\s+/i, '')
      .replace(/^((can|could|would|will) you|i (want|need|would like)|give me|help me)\s+/i, '')
      .replace(
        /^((\w+\s+){0,2})?(a|an|some|one|two|three|five|\d+)?\s*((short|quick|funny|viral|catchy|new|good|great|engaging)\s+)*(tweets?|threads?|posts?|ideas?|x posts?)\s+(about|on|for|regarding|covering|explaining|describing|around|that)\s+/i,
        '',
      );
    const first = rest.split(' ')[0]?.toLowerCase() ?? '';
    if (INSTRUCTION_VERBS.has(first) || REQUEST_VERBS.has(first)) {
      const about = /\b(?:about|on|regarding|covering)\s+(.{3,})$/i.exec(rest);
      if (about) rest = about[1]!;
      else if (REQUEST_VERBS.has(first)) rest = rest.slice(first.length).trim();
      // An instruction to the writer with no subject in it says nothing to write about.
      else rest = /(?:,|;|\.|\band\b|\bthen\b)\s*(.*)$/i.exec(rest)?.[1] ?? '';
    }
    if (rest === before) break;
  }
  return rest.replace(/^(about|on|regarding)\s+/i, '');
}

function cutAtClause(text: string, max: number): string {
  if (text.length <= max) return text;
  const window = text.slice(0, max + 1);
  const boundary =
    /(,|;|:| -| –| and | but | because | so | which | that | while | when )[^,;:]*$/i;
  const clause = boundary.exec(window);
  if (clause && clause.index >= 12) return window.slice(0, clause.index).trim();
  return window.slice(0, window.lastIndexOf(' ')).trim() || text.slice(0, max);
}

function looksTitleCased(words: string[]): boolean {
  const long = words.filter((w) => w.length > 3 && /^\p{L}/u.test(w));
  if (long.length < 3) return false;
  return long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length > 0.6;
}

/** Lower-cases words that are capitalised only because they start a sentence or a title. */
function normaliseCase(text: string): string {
  const words = text.split(' ');
  const titleCased = looksTitleCased(words);
  return words
    .map((raw, i) => {
      const word = raw.replace(/^[\p{L}\p{N}.+#]+/u, (core) => canonical(core));
      if ((i > 0 && !titleCased) || isName(word) || /^I('|$)/.test(word)) return word;
      return word.charAt(0).toLowerCase() + word.slice(1);
    })
    .join(' ');
}

/** Runs of content words: the key phrases. */
function keyPhrases(text: string): { words: string[]; named: boolean; at: number }[] {
  const runs: { words: string[]; named: boolean; at: number }[] = [];
  let current: string[] = [];
  let at = 0;
  const flush = () => {
    if (current.length > 0) {
      // Cut to length once typed: "stopped writing long commit messages" is a verb before a noun.
      const words = current.slice(0, TOPIC_WORDS + 2);
      runs.push({ words, named: words.some(isName), at });
    }
    current = [];
  };
  // Punctuation ends a phrase as much as a stop word does.
  for (const segment of text.split(/[,.;:!?()"“”]|\s[-–—]\s/)) {
    for (const match of segment.matchAll(TOKEN)) {
      const word = match[0].replace(/['’]s$/, '');
      if (isStop(word) || /^\d+$/.test(word)) flush();
      else {
        if (current.length === 0) at = runs.length;
        current.push(word);
      }
    }
    flush();
  }
  return runs;
}

/** Key phrases as noun phrases, most telling first; a run that holds no noun phrase is left out. */
function rankedPhrases(runs: ReturnType<typeof keyPhrases>): NounPhrase[] {
  const scored = runs.map((run, i) => {
    const single = run.words.length === 1 && !run.named && run.words[0]!.length < 4;
    const score =
      Math.min(run.words.length, 3) + (run.named ? 2 : 0) + (i === 0 ? 1 : 0) - (single ? 2 : 0);
    const typed = nounPhrase(run.words.join(' '))?.split(' ').slice(0, TOPIC_WORDS).join(' ');
    return { score, phrase: typed === undefined ? undefined : nounPhrase(typed) };
  });
  // A stable sort keeps the earlier of two runs that score the same.
  return scored
    .sort((x, y) => y.score - x.score)
    .flatMap(({ phrase }) => (phrase === undefined ? [] : [phrase]));
}

function edgeWords(text: string, from: 'start' | 'end'): string | undefined {
  const words = [...text.matchAll(TOKEN)].map((m) => m[0]);
  const ordered = from === 'end' ? words.reverse() : words;
  const kept: string[] = [];
  for (const word of ordered) {
    if (isStop(word) || kept.length === 3) break;
    kept.push(word);
  }
  if (kept.length === 0) return undefined;
  return (from === 'end' ? kept.reverse() : kept).join(' ');
}

function findPair(text: string): [NounPhrase, NounPhrase] | undefined {
  const patterns = [
    /^(.*?)\s+(?:vs\.?|versus)\s+(.*)$/i,
    /\bcompar\w*\s+(.+?)\s+(?:and|with|to|vs\.?)\s+(.+)$/i,
    /\b(?:from|switch\w*\s+from|moving\s+from)\s+(.+?)\s+to\s+(.+)$/i,
    /^(.*?)\s+or\s+(.+?)\?/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const a = edgeWords(match[1]!, 'end');
    const b = edgeWords(match[2]!, 'start');
    const [first, second] = [nounPhrase(normaliseCase(a ?? '')), nounPhrase(b ?? '')];
    if (first && second && first.toLowerCase() !== second.toLowerCase()) return [first, second];
  }
  return undefined;
}

function findGoal(text: string): VerbPhrase | undefined {
  const match = /\bhow\s+(?:to|(?:do|can|should|could)\s+(?:you|i|we))\s+(.+)$/i.exec(text);
  if (!match) return undefined;
  const goal = cutAtClause(match[1]!.replace(/[.!?]+$/, ''), 45);
  return goal.split(' ').length >= 2 ? verbPhrase(goal) : undefined;
}

/**
 * "Remote team rituals" is one name: picking its longest run of content words would leave
 * "Remote", as "team" is a word that never starts or ends a key phrase on its own.
 */
function isTitle(phrase: string, request: string, statement: boolean): boolean {
  const words = phrase.split(' ');
  return (
    phrase === request &&
    !statement &&
    !QUESTION_START.test(phrase) &&
    words.length <= TITLE_WORDS &&
    !/[,;:!?"“”()]|\s[-–—]\s/.test(phrase) &&
    !TITLE_NEVER_STARTS.has(words[0]!.toLowerCase()) &&
    !TITLE_NEVER_ENDS.has(words.at(-1)!.toLowerCase())
  );
}

/** Reads a description: its subject, topic, key phrases, and any comparison or goal in it. */
export function analyseDescription(description: string): Subject {
  const cleaned = cleanDescription(description);
  const request = normaliseCase(stripRequest(cleaned) || 'tech');
  const firstSentence = request.split(/(?<=[.!?])\s+/).find((s) => /\p{L}/u.test(s)) ?? request;
  const phrase = cutAtClause(firstSentence.replace(/[.!?,;:]+$/, ''), SUBJECT_MAX) || 'tech';

  const subjectRuns = keyPhrases(phrase);
  const allRuns = keyPhrases(request);
  // "We just launched X" does not read after "about"; "why X ships faster" does.
  const statement =
    STATEMENT_START.test(phrase) || (!QUESTION_START.test(phrase) && STATEMENT_VERB.test(phrase));
  const title = isTitle(phrase, request, statement) ? nounPhrase(phrase) : undefined;
  const topic =
    title ??
    rankedPhrases(subjectRuns)[0] ??
    rankedPhrases(allRuns)[0] ??
    nounPhrase(phrase.split(' ').slice(0, 3).join(' ')) ??
    NO_TOPIC;
  const subject = (statement ? undefined : aboutPhrase(phrase)) ?? topic;

  const seen = new Set([topic.toLowerCase()]);
  const terms: NounPhrase[] = [];
  for (const run of [...subjectRuns, ...allRuns]) {
    const phrase = nounPhrase(run.words.slice(0, 3).join(' '));
    if (phrase === undefined) continue;
    const key = phrase.toLowerCase();
    if (seen.has(key) || topic.toLowerCase().includes(key) || key.length < 3) continue;
    seen.add(key);
    terms.push(phrase);
    if (terms.length === 4) break;
  }
  const pair = findPair(request);
  // "From Jenkins to GitHub Actions": the story is about where it ends up.
  const moved = pair && /\bfrom\b/i.test(request) && topic === pair[0];
  const mainTopic = moved ? pair[1] : topic;
  const otherTerms = moved ? [topic, ...terms.filter((t) => t !== pair[1])] : terms;
  return {
    subject: subject === topic ? mainTopic : subject,
    topic: mainTopic,
    terms: otherTerms,
    pair,
    goal: findGoal(request),
  };
}

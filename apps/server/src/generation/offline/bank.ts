import { IDEA_ANGLES, IDEA_STYLE } from './copy/ideas';
import {
  DEFAULT_GOAL,
  EMPTY_PART,
  GENERIC_MORE,
  GOALS,
  MYTHS,
  STEPS,
  TIPS,
  TITLES,
} from './copy/lines';
import {
  EXAMPLE_LINES,
  HOOK_CONTRASTS,
  HOOK_NUMBERS,
  HOOK_QUESTIONS,
  HOOK_STATEMENTS,
  REASON_LINES,
  THREAD_TITLES,
} from './copy/assist';
import { POINT, SLOT_KINDS } from './copy/slot-kinds';
import { VOICES } from './copy/tones';
import { lineProblems, type LineType } from './tokens';

/** One list of the bank, with how each of its lines must read. */
export interface BankList {
  name: string;
  type: LineType;
  lines: readonly string[];
}

const voices = Object.entries(VOICES).flatMap(([tone, voice]) =>
  (['hooks', 'closings', 'questions', 'reactions'] as const).map((part) => ({
    name: `${tone} ${part}`,
    type: 'sentence' as const,
    lines: voice[part],
  })),
);

/** Every line the offline engine writes with, typed. */
export const BANK: readonly BankList[] = [
  { name: 'tips', type: 'imperative', lines: TIPS },
  { name: 'steps', type: 'imperative', lines: STEPS.flat() },
  { name: 'goals', type: 'verb', lines: [...GOALS, DEFAULT_GOAL] },
  { name: 'follow-ups', type: 'sentence', lines: GENERIC_MORE },
  { name: 'myths', type: 'sentence', lines: MYTHS.flat() },
  { name: 'empty part', type: 'sentence', lines: [EMPTY_PART] },
  { name: 'titles', type: 'phrase', lines: Object.values(TITLES).flat() },
  ...[...SLOT_KINDS, POINT]
    .filter((kind) => kind.lines || kind.more)
    .map((kind) => ({
      name: `slot ${kind.name}`,
      type: kind.type ?? ('sentence' as const),
      lines: [...(kind.lines ?? []), ...(kind.more ?? [])],
    })),
  ...voices,
  { name: 'idea angles', type: 'sentence', lines: Object.values(IDEA_ANGLES).flat() },
  { name: 'idea styles', type: 'sentence', lines: Object.values(IDEA_STYLE).flat() },
  {
    name: 'assist hooks',
    type: 'sentence',
    lines: [...HOOK_QUESTIONS, ...HOOK_NUMBERS, ...HOOK_CONTRASTS, ...HOOK_STATEMENTS],
  },
  { name: 'assist lines', type: 'sentence', lines: [...REASON_LINES, ...EXAMPLE_LINES] },
  { name: 'assist titles', type: 'phrase', lines: THREAD_TITLES },
];

/** Every problem of the bank, each naming its list and line. */
export function bankProblems(bank: readonly BankList[] = BANK): string[] {
  return bank.flatMap((list) =>
    list.lines.flatMap((line) =>
      lineProblems(line, list.type).map((problem) => `${list.name}: ${problem}`),
    ),
  );
}

// A wrong combination never reaches a post: the engine does not load with one.
const problems = bankProblems();
if (problems.length > 0) {
  throw new Error(`The offline phrase bank does not read right:\n${problems.join('\n')}`);
}

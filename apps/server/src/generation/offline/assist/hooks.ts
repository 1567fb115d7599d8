import { capitalise } from '../casing';
import { HOOK_CONTRASTS, HOOK_NUMBERS, HOOK_QUESTIONS, HOOK_STATEMENTS } from '../copy/assist';
import type { Random } from '../random';
import type { Subject } from '../subject';
import { fillLine, fillersOf } from '../tokens';

const NUMBER_WORDS = [
  '',
  '',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
];

/** The text's own count: its points (parts or sentences), as a word when small. */
const countWord = (points: number) => NUMBER_WORDS[points] ?? String(points);

/**
 * Opening lines on the text's subject, one of each kind first (a question, a number from the
 * text's own points, a contrast, a statement), then more questions and contrasts; each one line.
 */
export function hookLines(about: Subject, points: number, random: Random): string[] {
  const fill = (line: string) =>
    capitalise(fillLine(line, fillersOf(about, countWord(Math.max(2, points)))));
  const contrasts = HOOK_CONTRASTS.filter((line) => about.pair || !line.includes('{a}'));
  const [question, secondQuestion] = random.shuffle(HOOK_QUESTIONS);
  const [contrast, secondContrast] = random.shuffle(contrasts);
  const lines = [
    question!,
    random.pick(HOOK_NUMBERS),
    contrast!,
    random.pick(HOOK_STATEMENTS),
    random.chance(0.5) ? secondQuestion! : secondContrast!,
  ];
  return lines.map(fill);
}

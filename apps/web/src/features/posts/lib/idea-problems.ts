import { LIMITS } from '@quillpost/shared';
import { errorCode, errorMessage } from '@/lib/api-error';
import { inScreenWords } from '@/lib/field-errors';
import { problemsOf } from '@/lib/problems';

export interface IdeaProblems {
  /** What was said about each idea, in the screen's words, by its position (0 is Idea 1). */
  byIdea: string[][];
  /** What names no single idea, for the whole editor. */
  rest: string[];
}

/** The label of an idea's box, which is also how the rules name it ("Idea 2 is empty."). */
export const ideaLabel = (index: number) => `Idea ${index + 1}`;

const count = (digits: string) => Number(digits).toLocaleString('en-US');

/** What names no idea, in the screen's words; the API keeps its precise wording for its users. */
function wholeInScreenWords(problem: string): string {
  const parts = /^There must be exactly (\d+) ideas/.exec(problem);
  if (parts) return `Write all ${parts[1]} ideas, one in each box.`;
  const long = /^content must be at most (\d+) characters/.exec(problem);
  if (long) return `The ideas are too long together: keep them to ${count(long[1]!)} characters.`;
  return problem;
}

/**
 * A refused save of ideas split by idea: each problem the rules name an idea in ("Idea 2 is
 * ...") goes beside that idea's box, in the screen's words (`inScreenWords`); the rest, and
 * every failure that is not a 400, for the whole editor.
 */
export function ideaProblems(failure: unknown): IdeaProblems {
  const byIdea: string[][] = Array.from({ length: LIMITS.ideaCount }, () => []);
  if (!failure) return { byIdea, rest: [] };
  const problems = problemsOf(failure);
  if (problems.length === 0) {
    const message = errorMessage(failure);
    return {
      byIdea,
      rest: [errorCode(failure) === 'invalid_input' ? wholeInScreenWords(message) : message],
    };
  }
  const rest: string[] = [];
  for (const problem of problems) {
    const named = /^Idea (\d+) (.+)$/s.exec(problem);
    const index = named ? Number(named[1]) - 1 : -1;
    if (index >= 0 && index < byIdea.length) {
      byIdea[index]!.push(inScreenWords(named![2]!, ideaLabel(index)));
    } else rest.push(wholeInScreenWords(problem));
  }
  return { byIdea, rest };
}

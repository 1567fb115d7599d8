import { duplicateKey, partProblemOn, type TextRules } from '@quillpost/shared';

/**
 * Why each plug text cannot go out on the account's network, in the screen's words ("Plug text
 * 2 …"), or null for a text that can: the server refuses the same texts for the same reasons.
 */
export function plugTextErrors(rules: TextRules, texts: readonly string[]): (string | null)[] {
  const seen = new Map<string, number>();
  return texts.map((raw, i) => {
    const text = raw.trim();
    const label = `Plug text ${i + 1}`;
    const problem = partProblemOn(rules, text, label);
    if (problem) return problem;
    const key = duplicateKey(text);
    const first = seen.get(key);
    if (first !== undefined) return `${label} repeats plug text ${first + 1} word for word.`;
    seen.set(key, i);
    return null;
  });
}

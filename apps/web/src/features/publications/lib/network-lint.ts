import {
  isBlank,
  lintParts,
  partProblemOn,
  textRules,
  type Account,
  type LintFinding,
  type TextRules,
} from '@quillpost/shared';

/** The rules an account's posts are measured by: its network's, a Mastodon instance's limit. */
export const rulesOf = (account: Pick<Account, 'network' | 'rules'>): TextRules =>
  textRules(account.network, { maxLength: account.rules.maxLength });

/** What the X lint says that holds on any network: a last reply of links, and mentions. */
const holdsEverywhere = (finding: LintFinding) =>
  finding.code === 'mention' || (finding.code === 'link' && finding.level === 'info');

/**
 * What to know about each part before it goes out under `rules`, or on no network in particular
 * (`null`: nothing chosen yet). X keeps its whole lint: its count, duplicates of what went out on
 * the account lately, the cost of links. Elsewhere each part is measured by the network's own
 * count and limit; duplicates and link costs are X's alone.
 */
export function findingsOn(
  rules: TextRules | null,
  parts: string[],
  recentTexts: string[] = [],
): LintFinding[] {
  if (rules?.network === 'x') return lintParts(parts, recentTexts);
  const kept = lintParts(parts).filter(holdsEverywhere);
  const problems = parts.flatMap((text, i): LintFinding[] => {
    const message = rules
      ? partProblemOn(rules, text, `Part ${i + 1}`)
      : isBlank(text)
        ? `Part ${i + 1} is empty.`
        : null;
    if (!message) return [];
    return [
      { position: i + 1, level: 'error', code: isBlank(text) ? 'empty' : 'too_long', message },
    ];
  });
  return [...problems, ...kept].sort((a, b) => a.position - b.position);
}

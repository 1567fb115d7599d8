import {
  postPositionLabel,
  shortenLinksForBluesky,
  type LintFinding,
  type TextRules,
} from '@quillpost/shared';
import { cn } from '@/lib/cn';

const LEVEL_CLASS: Record<LintFinding['level'], string> = {
  error: 'text-destructive',
  warning: 'text-amber-700 dark:text-amber-400',
  info: 'text-muted-foreground',
};
const LEVEL_LABEL: Record<LintFinding['level'], string> = {
  error: 'Will be refused',
  warning: 'Warning',
  info: 'Note',
};

/** A part as the network shows it: Bluesky shortens long links (the whole address stays linked). */
const shownText = (rules: TextRules | null, text: string) =>
  rules?.network === 'bluesky' ? shortenLinksForBluesky(text).text : text;

/**
 * The posts exactly as they go out, in order, each with what the lint found and, for a network,
 * its length as that network counts it against that network's limit.
 */
export function PartsPreview({
  parts,
  findings,
  rules,
  label = 'Posts that go out',
}: {
  parts: string[];
  findings: LintFinding[];
  /** The network the posts are measured for; null shows them without a count. */
  rules: TextRules | null;
  label?: string;
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {parts.map((text, i) => {
        const position = i + 1;
        const own = findings.filter((finding) => finding.position === position);
        const length = rules?.count(text) ?? 0;
        return (
          <li key={position} className="rounded-lg border p-3">
            <div className="mb-1 flex justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {postPositionLabel(position, parts.length)}
                {position > 1 && ' · reply to the one before'}
              </span>
              {rules && (
                <span
                  className={cn('tabular-nums', length > rules.maxLength && 'text-destructive')}
                  title={`${length} of ${rules.maxLength} ${rules.unit}`}
                >
                  {length}/{rules.maxLength}
                </span>
              )}
            </div>
            <p className="text-sm break-words whitespace-pre-wrap">{shownText(rules, text)}</p>
            {own.length > 0 && (
              <ul className="mt-2 flex flex-col gap-1">
                {own.map((finding) => (
                  <li key={finding.code} className={cn('text-xs', LEVEL_CLASS[finding.level])}>
                    <strong>{LEVEL_LABEL[finding.level]}:</strong> {finding.message}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

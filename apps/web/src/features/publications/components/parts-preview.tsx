import { LIMITS, weightedLength, type LintFinding } from '@quillpost/shared';
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

/** The posts exactly as they go out, in order, each with its length and what the lint found. */
export function PartsPreview({ parts, findings }: { parts: string[]; findings: LintFinding[] }) {
  return (
    <ol aria-label="Posts that go out" className="flex flex-col gap-3">
      {parts.map((text, i) => {
        const position = i + 1;
        const length = weightedLength(text);
        const own = findings.filter((finding) => finding.position === position);
        return (
          <li key={position} className="rounded-lg border p-3">
            <div className="mb-1 flex justify-between text-xs text-muted-foreground">
              <span>
                {parts.length > 1 ? `Post ${position} of ${parts.length}` : 'Post'}
                {position > 1 && ' · reply to the one before'}
              </span>
              <span className={cn(length > LIMITS.tweetWeightedMax && 'text-destructive')}>
                {length}/{LIMITS.tweetWeightedMax}
              </span>
            </div>
            <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
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

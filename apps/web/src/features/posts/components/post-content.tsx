import { LIMITS, type PostKind } from '@quillpost/shared';
import { tweetVerdict } from '@quillpost/shared/rules';
import { cn } from '@/lib/cn';
import { threadParts } from '../lib/thread-parts';
import { IdeaList } from './idea-actions';

/** X's count of the text, with the same verdict the server gives before it saves a post. */
export function CharacterCount({ text, label }: { text: string; label?: string }) {
  const verdict = tweetVerdict(text);
  return (
    <p
      className={cn(
        'text-right text-xs tabular-nums',
        verdict.valid ? 'text-muted-foreground' : 'text-destructive',
      )}
    >
      {label && <span>{label} · </span>}
      {verdict.unacceptable.length > 0 && (
        <span>Characters X does not accept ({verdict.unacceptable.join(', ')}) · </span>
      )}
      <span className="sr-only">Characters: </span>
      {verdict.weightedLength}/{LIMITS.tweetWeightedMax}
    </p>
  );
}

/**
 * A post's text: a tweet with its X character count, a thread part by part with each count,
 * ideas one by one with a way to write each.
 */
export function PostContent({ kind, content }: { kind: PostKind; content: string }) {
  if (kind === 'idea') return <IdeaList content={content} />;
  if (kind === 'thread') {
    return (
      <ol className="flex flex-col gap-3">
        {threadParts(content).map((part, index) => (
          <li key={index} className="rounded-lg border bg-background p-3">
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{part}</p>
            <CharacterCount text={part} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>
      {kind === 'tweet' && <CharacterCount text={content} />}
    </div>
  );
}

import { LIMITS, type PostKind } from '@quillpost/shared';
import { cn } from '@/lib/cn';
import { threadParts } from '../lib/thread-parts';
import { weightedLength } from '../lib/weighted-length';

function CharacterCount({ text }: { text: string }) {
  const length = weightedLength(text);
  const over = length > LIMITS.tweetWeightedMax;
  return (
    <p
      className={cn(
        'text-right text-xs tabular-nums',
        over ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      <span className="sr-only">Characters: </span>
      {length}/{LIMITS.tweetWeightedMax}
    </p>
  );
}

/** A post's text: a tweet with its X character count, a thread part by part with each count. */
export function PostContent({ kind, content }: { kind: PostKind; content: string }) {
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

import { splitIdeas } from '@quillpost/shared';
import { PenLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StartWith } from '@/lib/start-with';

/** Beside one idea: write it by hand in the composer, or have a tweet generated from it. */
export function IdeaActions({ idea, number }: { idea: string; number?: number }) {
  // Several ideas share a card, so each link's name says which idea it starts from.
  const which = number === undefined ? '' : `: idea ${number}`;
  return (
    <div className="flex flex-wrap gap-1">
      <Link
        to="/dashboard/new"
        state={{ text: idea } satisfies StartWith}
        aria-label={`Write this${which}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <PenLine aria-hidden />
        Write this
      </Link>
      <Link
        to="/dashboard/tweet"
        state={{ description: idea } satisfies StartWith}
        aria-label={`Generate from this${which}`}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <Sparkles aria-hidden />
        Generate from this
      </Link>
    </div>
  );
}

/** An ideas post, idea by idea, each with its own way to be written: one idea makes one post. */
export function IdeaList({ content }: { content: string }) {
  const { preamble, items } = splitIdeas(content);
  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>
        <IdeaActions idea={content.trim()} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {preamble && <p className="text-sm leading-relaxed break-words">{preamble}</p>}
      <ol className="flex flex-col gap-2">
        {items.map((idea, index) => (
          <li key={index} className="flex flex-col gap-1 rounded-lg border bg-background p-3">
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
              <span className="font-medium tabular-nums">{index + 1}. </span>
              {idea}
            </p>
            <IdeaActions idea={idea} number={index + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}

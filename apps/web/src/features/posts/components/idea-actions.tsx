import { PenLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import type { StartWith } from '@/lib/start-with';

/** On an idea's card: write it by hand in the composer, or have a tweet generated from it. */
export function IdeaActions({ idea }: { idea: string }) {
  return (
    <>
      <Link
        to="/dashboard/new"
        state={{ text: idea } satisfies StartWith}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <PenLine aria-hidden />
        Write this
      </Link>
      <Link
        to="/dashboard/tweet"
        state={{ description: idea } satisfies StartWith}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <Sparkles aria-hidden />
        Generate from this
      </Link>
    </>
  );
}

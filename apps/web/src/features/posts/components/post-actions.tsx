import { Check, Copy, Pencil, Share } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { shareOnX } from '../lib/share';
import { useCopy } from '../lib/use-copy';

export function CopyButton({ text }: { text: string }) {
  const { copied, copy } = useCopy();
  return (
    <Button variant="outline" size="sm" onClick={() => void copy(text)}>
      {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** X's share link carries text alone: a post with images says so rather than drop them unsaid. */
export const SHARE_TEXT_ONLY =
  "Shares the text only: X's share link carries no images. Publish the post to send them.";

export function ShareButton({ text, images = 0 }: { text: string; images?: number }) {
  // The title is the button's tooltip and, not being its name, its accessible description.
  return (
    <Button
      size="sm"
      className="bg-slate-900 text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
      onClick={() => shareOnX(text)}
      title={images > 0 ? SHARE_TEXT_ONLY : undefined}
    >
      <Share aria-hidden />
      Share on X
    </Button>
  );
}

export function EditButton({
  onClick,
  ref,
}: {
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button ref={ref} variant="outline" size="sm" onClick={onClick}>
      <Pencil aria-hidden />
      Edit
    </Button>
  );
}

/** "Edit" on a saved tweet or thread: the composer, at the post's own address. */
export function EditLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Pencil aria-hidden />
      Edit
    </Link>
  );
}

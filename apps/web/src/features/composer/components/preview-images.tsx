import type { Media } from '@quillpost/shared';
import { cn } from '@/lib/cn';
import { MediaImage } from './media-image';

/**
 * How the networks lay out a post's images: one at full width, two side by side, three with
 * the first tall on the left, four in a two by two grid.
 */
const LAYOUTS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2 aspect-[16/9]',
  3: 'grid-cols-2 grid-rows-2 aspect-[16/9] [&>*:first-child]:row-span-2',
  4: 'grid-cols-2 grid-rows-2 aspect-[16/9]',
};

function Thumbnail({ id, media, single }: { id: string; media?: Media; single: boolean }) {
  return (
    <div className={cn('min-h-0 overflow-hidden bg-muted', single && 'aspect-[16/9]')}>
      <MediaImage id={id} alt={media?.altText ?? ''} testId="preview-image" />
    </div>
  );
}

/** A post's images under its text in the preview. */
export function PreviewImages({ ids, known }: { ids: string[]; known: Record<string, Media> }) {
  if (ids.length === 0) return null;
  const layout = LAYOUTS[Math.min(ids.length, 4)];
  return (
    <div className={cn('mt-2 grid gap-0.5 overflow-hidden rounded-xl border', layout)}>
      {ids.map((id) => (
        <Thumbnail key={id} id={id} media={known[id]} single={ids.length === 1} />
      ))}
    </div>
  );
}

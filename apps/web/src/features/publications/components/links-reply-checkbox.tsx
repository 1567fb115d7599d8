import { publicationParts } from '@quillpost/shared';
import { useId } from 'react';

/**
 * A tweet is one post, so its links cannot move into a reply of the post itself: instead the
 * publication sends them as a reply of their own, and the saved tweet stays as written. Shown
 * only when the tweet has links to move.
 */
export function LinksReplyCheckbox({
  content,
  checked,
  onChange,
}: {
  content: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  const movable =
    publicationParts('tweet', content, { linksInReply: true }).length >
    publicationParts('tweet', content).length;
  if (!movable) return null;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        Move links to a reply
      </label>
      <span id={hintId} className="text-xs text-muted-foreground">
        The tweet goes out without its links, and they follow as a reply to it; your saved tweet
        stays as written.
      </span>
    </div>
  );
}

import { Button } from '@/components/ui/button';

/** Offered once a paste makes a part too long: nothing is split until the person agrees. */
export function SplitOffer({
  pieces,
  onSplit,
  onDismiss,
}: {
  pieces: number;
  onSplit: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Split this part"
      className="flex flex-wrap items-center gap-2 rounded-md border border-dashed bg-muted/40 p-2 text-sm"
    >
      <p className="w-full min-w-0 sm:w-auto sm:flex-1">
        This is too long for one post. Split it into {pieces} parts at sentence ends?
      </p>
      <Button type="button" size="sm" onClick={onSplit}>
        Split into {pieces} parts
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
        Keep as it is
      </Button>
    </div>
  );
}

import { Button } from '@/components/ui/button';

/** Says the text came back from this device's draft, with a way back to what was saved. */
export function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        <strong>Draft restored.</strong> What you wrote here last time was kept on this device.
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
        Discard draft
      </Button>
    </div>
  );
}

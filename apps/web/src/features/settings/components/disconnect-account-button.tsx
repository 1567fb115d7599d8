import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { displayHandle } from '@/lib/networks';
import { useScheduledCount } from '../api/scheduled-count';

/** What disconnecting does to the publications still to go out on the account. */
function disconnectWarning(scheduled: number | undefined): string {
  if (scheduled === undefined)
    return 'Publications scheduled on this account fail when they are due once it is disconnected.';
  if (scheduled === 0)
    return 'No publications are scheduled on this account. Nothing is posted on it until you connect it again.';
  if (scheduled === 1)
    return '1 publication is scheduled on this account. It fails when it is due, even if you connect the account again.';
  return `${scheduled} publications are scheduled on this account. They fail when they are due, even if you connect the account again.`;
}

/** Disconnects one account after saying what happens to the publications scheduled on it. */
export function DisconnectAccountButton({
  account,
  pending,
  onDisconnect,
}: {
  account: { _id: string; handle: string };
  pending: boolean;
  onDisconnect: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const scheduled = useScheduledCount(account._id, confirming);
  const handle = displayHandle(account.handle);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={pending}>
        Disconnect <span className="sr-only">{handle}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${handle}?`}
        message={disconnectWarning(scheduled)}
        keepLabel="Stay connected"
        confirmLabel="Disconnect"
        onConfirm={onDisconnect}
      />
    </>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useScheduledCount } from '../api/scheduled-count';

/** What disconnecting does to the publications still to go out. */
function disconnectWarning(scheduled: number | undefined): string {
  if (scheduled === undefined)
    return 'Scheduled publications fail if no X account is connected when they are due.';
  if (scheduled === 0)
    return 'No publications are scheduled. Nothing is posted until you connect again.';
  if (scheduled === 1)
    return '1 publication is scheduled. It fails if no X account is connected when it is due.';
  return `${scheduled} publications are scheduled. They fail if no X account is connected when they are due.`;
}

/** Disconnects after saying what happens to the publications still scheduled. */
export function DisconnectXButton({
  username,
  pending,
  onDisconnect,
}: {
  username: string;
  pending: boolean;
  onDisconnect: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const scheduled = useScheduledCount(confirming);
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={pending}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect @${username}?`}
        message={disconnectWarning(scheduled)}
        keepLabel="Stay connected"
        confirmLabel="Disconnect"
        onConfirm={onDisconnect}
      />
    </>
  );
}

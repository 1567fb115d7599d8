import type { Account } from '@quillpost/shared';
import { AccountName } from '@/components/account-name';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { displayHandle, networkName, sandboxNote } from '@/lib/networks';
import { useDisconnectAccount } from '../api/accounts';
import { AutomationsSection } from './automations-section';
import { DisconnectAccountButton } from './disconnect-account-button';
import { HistoryImportState, ImportHistoryButton } from './history-import';

/** One connected account: who it is, whether it still works, and its disconnect. */
export function AccountItem({
  account,
  reconnecting,
  onReconnect,
}: {
  account: Account;
  reconnecting: boolean;
  onReconnect: () => void;
}) {
  const disconnect = useDisconnectAccount();
  const lost = account.status === 'reconnect';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AccountName account={account} className="font-medium" />
        {account.name && account.name !== account.handle && (
          <span className="min-w-0 break-words text-muted-foreground">{account.name}</span>
        )}
      </div>
      {account.provider === 'sandbox' && (
        <p className="text-xs text-muted-foreground">{sandboxNote(account.network)}</p>
      )}
      <p className="text-sm">Status: {lost ? 'Needs reconnecting' : 'Connected'}</p>
      {lost && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {networkName(account.network)} no longer accepts this connection. Reconnect to keep
          publishing.
        </p>
      )}
      <HistoryImportState account={account} />
      <AutomationsSection account={account} />
      <div className="flex flex-wrap gap-2">
        <ImportHistoryButton account={account} />
        {lost && (
          <Button size="sm" onClick={onReconnect} disabled={reconnecting}>
            Reconnect <span className="sr-only">{displayHandle(account.handle)}</span>
          </Button>
        )}
        <DisconnectAccountButton
          account={account}
          pending={disconnect.isPending}
          onDisconnect={() => disconnect.mutate(account._id)}
        />
      </div>
      {disconnect.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(disconnect.error)}
        </p>
      )}
    </li>
  );
}

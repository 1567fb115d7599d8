import { NETWORK_KEYS, type Account } from '@quillpost/shared';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { displayHandle } from '@/lib/networks';
import { useAccounts } from '../api/accounts';
import { useConnectOptions } from '../api/connect-options';
import { NetworkAccounts } from './network-accounts';

const newest = (accounts: Account[]) =>
  accounts.reduce<Account | undefined>(
    (latest, account) => (!latest || account.connectedAt > latest.connectedAt ? account : latest),
    undefined,
  );

/**
 * What came back from connecting in the browser: X answers `?x=`, the other networks
 * `?account=`, with `message` when it failed.
 */
function ConnectOutcome({ accounts }: { accounts: Account[] }) {
  const [params] = useSearchParams();
  const fromX = params.has('x');
  const outcome = params.get('x') ?? params.get('account');
  if (outcome === 'error') {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {params.get('message') ?? `Connecting ${fromX ? 'X' : 'the account'} failed. Try again.`}
      </p>
    );
  }
  const connected = newest(fromX ? accounts.filter((a) => a.network === 'x') : accounts);
  if (outcome !== 'connected' || !connected) return null;
  return (
    <p role="status" className="text-sm">
      Connected as {displayHandle(connected.handle)}.
    </p>
  );
}

/** Every connected account, network by network, and how to connect more on each. */
export function AccountsCard() {
  const accounts = useAccounts();
  const options = useConnectOptions();
  const all = accounts.data ?? [];
  const networks = NETWORK_KEYS.filter(
    (network) => options?.has(network) || all.some((account) => account.network === network),
  );
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription>
          Quillpost publishes your tweets and threads to the accounts you connect, on X, Bluesky and
          Mastodon, as many as you like. You choose the accounts each time you schedule.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ConnectOutcome accounts={all} />
        {accounts.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : accounts.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(accounts.error)}
          </p>
        ) : (
          networks.map((network) => (
            <NetworkAccounts
              key={network}
              network={network}
              accounts={all.filter((account) => account.network === network)}
              options={options?.get(network) ?? []}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}

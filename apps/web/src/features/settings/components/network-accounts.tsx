import type { Account, NetworkKey } from '@quillpost/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { displayHandle, networkName, sandboxNote } from '@/lib/networks';
import { useConnectAccount } from '../api/accounts';
import type { ConnectOption } from '../api/connect-options';
import { AccountItem } from './account-item';
import { BlueskyConnectForm } from './bluesky-connect-form';
import { MastodonConnectForm } from './mastodon-connect-form';

/**
 * The address the sandbox Mastodon instance goes by. The server connects its sandbox whatever
 * instance is named; the field is required all the same.
 */
const SANDBOX_MASTODON_INSTANCE = 'sandbox.mastodon.local';

/** The form open in a network's section, for a new account or one to reconnect. */
type OpenForm = { sandbox: boolean; identifier?: string } | null;

/** `@ada@mastodon.social` is on mastodon.social. */
const instanceOf = (handle: string) => handle.split('@').filter(Boolean)[1] ?? '';

/** A network's accounts and how to connect another: X, Bluesky or Mastodon. */
export function NetworkAccounts({
  network,
  accounts,
  options,
}: {
  network: NetworkKey;
  accounts: Account[];
  options: ConnectOption[];
}) {
  const name = networkName(network);
  const connect = useConnectAccount();
  const [form, setForm] = useState<OpenForm>(null);
  const [connected, setConnected] = useState<Account | null>(null);
  const offersBoth = options.length > 1;

  /** Goes to the network to grant access, or opens the form it needs first. */
  const start = (sandbox: boolean, account?: Account) => {
    setConnected(null);
    connect.reset();
    const flag = sandbox ? { sandbox } : {};
    if (network === 'bluesky') return setForm({ sandbox, identifier: account?.handle });
    if (network === 'x') return connect.mutate({ network, ...flag });
    const instance = sandbox
      ? SANDBOX_MASTODON_INSTANCE
      : account
        ? instanceOf(account.handle)
        : '';
    if (!instance) return setForm({ sandbox });
    connect.mutate({ network, instance, ...flag });
  };

  return (
    <section aria-labelledby={`accounts-${network}`} className="flex flex-col gap-3">
      <h4 id={`accounts-${network}`} className="font-semibold">
        {name}
      </h4>
      {connected && (
        <p role="status" className="text-sm">
          Connected as {displayHandle(connected.handle)}.
        </p>
      )}
      {accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {name} account is connected.</p>
      ) : (
        <ul aria-label={`${name} accounts`} className="flex flex-col gap-2">
          {accounts.map((account) => (
            <AccountItem
              key={account._id}
              account={account}
              reconnecting={connect.isPending}
              onReconnect={() => start(account.provider === 'sandbox', account)}
            />
          ))}
        </ul>
      )}
      {form && network === 'bluesky' && (
        <BlueskyConnectForm
          key={`${form.sandbox}-${form.identifier ?? ''}`}
          sandbox={form.sandbox}
          identifier={form.identifier}
          onConnected={(account) => {
            setForm(null);
            setConnected(account);
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {form && network === 'mastodon' && <MastodonConnectForm onCancel={() => setForm(null)} />}
      {!form && options.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {options.map((option) => {
            const sandbox = option.provider === 'sandbox';
            return (
              <Button
                key={option.provider}
                variant={sandbox && offersBoth ? 'outline' : 'default'}
                onClick={() => start(sandbox)}
                disabled={connect.isPending || connect.isSuccess}
              >
                {sandbox && offersBoth
                  ? `Connect sandbox ${name} account`
                  : `Connect ${name} account`}
              </Button>
            );
          })}
          {options.some((option) => option.provider === 'sandbox') && (
            <span className="text-sm text-muted-foreground">{sandboxNote(network)}</span>
          )}
        </div>
      )}
      {connect.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(connect.error)}
        </p>
      )}
    </section>
  );
}

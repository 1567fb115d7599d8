import { formatUsd, HISTORY_IMPORT_LIMIT, xImportCost, type Account } from '@quillpost/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { displayHandle, networkName } from '@/lib/networks';
import { useXPrices } from '@/lib/x-prices';
import { useHistoryImport, useStartHistoryImport } from '../api/history-import';

const count = (value: number) => value.toLocaleString('en-US');

/** What X charges for an import; nothing to say for other networks or sandbox X. */
function XImportCost({ account }: { account: Account }) {
  const prices = useXPrices();
  if (account.network !== 'x' || account.provider === 'sandbox' || !prices) return null;
  return (
    <p className="text-xs text-muted-foreground">
      X charges {formatUsd(prices.read)} per post read: importing costs up to{' '}
      {formatUsd(xImportCost(prices, HISTORY_IMPORT_LIMIT))} for {count(HISTORY_IMPORT_LIMIT)}{' '}
      posts.
    </p>
  );
}

/** Says what a sandbox account's history holds: sandbox X also has made-up older posts. */
function SandboxHistoryNote({ account }: { account: Account }) {
  const name = networkName(account.network);
  return (
    <p className="text-xs text-muted-foreground">
      {account.network === 'x'
        ? `Sandbox ${name}: its history is a few dozen made-up sandbox posts and what Quillpost posted there, with simulated figures.`
        : `Sandbox ${name}: its history is what Quillpost posted there, with simulated figures.`}
    </p>
  );
}

/** How far the account's history import got, how it ended, and for X what importing costs. */
export function HistoryImportState({ account }: { account: Account }) {
  const current = useHistoryImport(account._id).data;
  return (
    <>
      <XImportCost account={account} />
      {account.provider === 'sandbox' && <SandboxHistoryNote account={account} />}
      {current?.status === 'running' && (
        <p className="text-sm" role="status">
          Imported {count(current.imported)} of up to {count(HISTORY_IMPORT_LIMIT)}
        </p>
      )}
      {current?.status === 'done' && (
        <p className="text-sm" role="status">
          Imported {count(current.imported)} {current.imported === 1 ? 'post' : 'posts'}.
        </p>
      )}
      {current?.status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          The import stopped after {count(current.imported)} posts: {current.error}
        </p>
      )}
    </>
  );
}

/** Reads the account's own posts with their figures, so style and best times can learn from them. */
export function ImportHistoryButton({ account }: { account: Account }) {
  const running = useHistoryImport(account._id).data?.status === 'running';
  const start = useStartHistoryImport(account._id);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => start.mutate()}
        disabled={running || start.isPending || account.status === 'reconnect'}
      >
        Import history <span className="sr-only">of {displayHandle(account.handle)}</span>
      </Button>
      {start.isError && (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {errorMessage(start.error)}
        </p>
      )}
    </>
  );
}

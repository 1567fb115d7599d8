import type { AccountProvider } from '@quillpost/shared';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { displayHandle, networkName, sandboxNote } from '@/lib/networks';

export interface NamedAccount {
  network: string;
  handle: string;
  provider: AccountProvider;
}

/**
 * An account as every screen names it: its network (marked when it is a sandbox, which posts
 * nothing) and its handle. Without an account, the network and "disconnected account".
 */
export function AccountName({
  account,
  network,
  className,
}: {
  account: NamedAccount | undefined;
  /** The network of a publication whose account was disconnected since. */
  network?: string;
  className?: string;
}) {
  const shown = account?.network ?? network ?? '';
  const sandbox = account?.provider === 'sandbox';
  return (
    <span
      className={cn('inline-flex max-w-full flex-wrap items-center gap-x-1.5 gap-y-1', className)}
    >
      <Badge
        variant={sandbox ? 'outline' : 'secondary'}
        title={sandbox ? sandboxNote(shown) : undefined}
      >
        {sandbox && <FlaskConical aria-hidden className="size-3" />}
        {sandbox ? `Sandbox ${networkName(shown)}` : networkName(shown)}
      </Badge>{' '}
      <span className={cn('min-w-0 break-all', !account && 'text-muted-foreground')}>
        {account ? displayHandle(account.handle) : 'disconnected account'}
      </span>
    </span>
  );
}

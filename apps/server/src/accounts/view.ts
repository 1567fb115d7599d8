import { isNetworkKey, type Account } from '@quillpost/shared';
import type { AppDeps } from '../types';
import type { AccountRow } from './repository';
import { openCredentials } from './credentials';
import type { Network } from '../networks/network';

/** Why the account cannot post images, when it cannot; an unreadable seal says nothing. */
function mediaNotice(
  deps: AppDeps,
  network: Network | null | undefined,
  row: AccountRow,
): string | null {
  if (!network || row.status === 'reconnect') return null;
  try {
    const credentials = openCredentials(deps.encryption, row.credentials);
    const profile = { remoteId: row.remoteId, handle: row.handle, name: row.name };
    return network.mediaBlocked({ profile, credentials });
  } catch {
    return null;
  }
}

/** An account as the API answers it, with the text rules of its network. */
export function toAccount(deps: AppDeps, row: AccountRow): Account {
  const network = isNetworkKey(row.network) ? row.network : 'x';
  const provider = row.provider === 'sandbox' ? 'sandbox' : 'real';
  const implementation = deps.networks.find(network, provider);
  const rules = implementation?.rules({ maxLength: row.maxLength ?? undefined });
  return {
    _id: row.id,
    network,
    remoteId: row.remoteId,
    handle: row.handle,
    name: row.name,
    provider,
    status: row.status === 'reconnect' ? 'reconnect' : 'connected',
    connectedAt: row.connectedAt.toISOString(),
    rules: { maxLength: rules?.maxLength ?? 0, maxImages: rules?.maxImages ?? 0 },
    notice: mediaNotice(deps, implementation, row),
  };
}

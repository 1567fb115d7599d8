import { NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import type { NetworkError } from '../networks/network';

/**
 * What a publication's error says when the network refused a part or could not be reached; the
 * person reads it on the schedule screen beside "Retry".
 */
export function refusalMessage(
  network: NetworkKey,
  label: string,
  failure: NetworkError,
  tries: number,
): string {
  const name = NETWORK_NAMES[network];
  switch (failure.kind) {
    case 'unavailable':
      return `${label} was not sent: ${name} was unavailable ${tries} times (${failure.message}).`;
    case 'duplicate':
      return `${label} was refused by ${name} as a duplicate of a recent post: ${failure.message}`;
    case 'unauthorized':
      return `${label} was not sent: ${name} refused access (${failure.message}). Reconnect the account, then retry.`;
    default:
      return `${label} was refused by ${name}: ${failure.message}`;
  }
}

export const unconfirmedMessage = (network: NetworkKey, label: string) => {
  const name = NETWORK_NAMES[network];
  return `${label} may have gone out: ${name} did not confirm it and it is not among the account's recent posts. Check the profile on ${name} before retrying.`;
};

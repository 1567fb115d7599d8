import { NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import type { AppError } from '../lib/errors';
import { invalidInput } from '../lib/errors';
import { AddressRefused } from '../networks';
import { isNetworkError, type Network } from '../networks/network';
import type { Provider } from '../networks/registry';
import type { AppDeps } from '../types';
import { networkNotRunHere } from './errors';

/**
 * The implementation a connect asks for. Without `sandbox`, the real network, or its sandbox
 * where the server has no real one (X without its OAuth client).
 */
export function chooseNetwork(
  deps: AppDeps,
  input: { network: NetworkKey; sandbox?: boolean },
): Network {
  const wanted: Provider = input.sandbox ? 'sandbox' : 'real';
  if (wanted === 'sandbox' && !deps.config.sandboxAccounts) {
    const stand = deps.networks.find(input.network, 'sandbox');
    if (!stand || deps.networks.find(input.network, 'real')) {
      throw invalidInput(
        `sandbox: sandbox accounts are offered only on a local server (or with SANDBOX_ACCOUNTS=true)`,
      );
    }
  }
  const network =
    deps.networks.find(input.network, wanted) ??
    (wanted === 'real' ? deps.networks.find(input.network, 'sandbox') : null);
  if (!network) throw networkNotRunHere(input.network, wanted);
  return network;
}

/** A refusal from the network or the address guard, as a 400 naming the field it is about. */
export function refusal(error: unknown, field: string, network: NetworkKey): AppError {
  if (error instanceof AddressRefused) return invalidInput(error.message);
  // A refused address names its own field (`service`, beside an app password that was fine).
  if (isNetworkError(error) && error.field) return invalidInput(error.message);
  if (isNetworkError(error)) {
    const name = NETWORK_NAMES[network];
    if (error.kind === 'unavailable' || error.kind === 'outcome_unknown') {
      return invalidInput(`${field}: ${name} could not be reached (${error.message})`);
    }
    return invalidInput(`${field}: ${error.message}`);
  }
  throw error;
}

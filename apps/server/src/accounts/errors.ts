import { NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import { AppError } from '../lib/errors';

export const accountNotConnected = () =>
  new AppError(
    'account_not_connected',
    'This account is no longer connected. Connect it again in Settings.',
  );

export const reconnectRequired = (network: NetworkKey) =>
  new AppError(
    'account_reconnect_required',
    `${NETWORK_NAMES[network]} no longer accepts this connection. Reconnect the account in Settings.`,
  );

export const networkNotRunHere = (network: NetworkKey, provider: string) =>
  new AppError(
    'conflict',
    provider === 'sandbox'
      ? `Sandbox ${NETWORK_NAMES[network]} is not offered on this server.`
      : `${NETWORK_NAMES[network]} is not configured on this server.`,
  );

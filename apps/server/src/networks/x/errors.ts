import { AppError } from '../../lib/errors';

export const xNotConnected = () =>
  new AppError('x_not_connected', 'No X account is connected. Connect one in Settings.');

export const xReconnectRequired = () =>
  new AppError(
    'x_reconnect_required',
    'X no longer accepts this connection. Reconnect your X account in Settings.',
  );

/** Why a connect flow ended without an account; the message is shown on the settings screen. */
export class XConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XConnectError';
  }
}

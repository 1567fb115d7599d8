import type { Account, PublishedFigures } from '@quillpost/shared';

/**
 * Whether a publication went out on a sandbox, where nothing is posted: its account says, or,
 * once the account is disconnected, whether its figures are simulated.
 */
export const onSandbox = (account: Account | undefined, figures?: PublishedFigures): boolean =>
  account ? account.provider === 'sandbox' : (figures?.simulated ?? false);

import type { Account, AccountAutomations } from '@quillpost/shared';

const RULES = {
  x: { maxLength: 280, maxImages: 4 },
  bluesky: { maxLength: 300, maxImages: 4 },
  mastodon: { maxLength: 500, maxImages: 4 },
};

/** A connected account as `GET /api/v0/accounts` answers it, for component tests. */
export function testAccount(
  network: Account['network'],
  handle: string,
  overrides: Partial<Account> = {},
): Account {
  return {
    _id: `acc-${network}`,
    network,
    remoteId: `remote-${handle}`,
    handle,
    name: handle,
    provider: 'real',
    status: 'connected',
    connectedAt: '2026-11-01T09:00:00.000Z',
    rules: RULES[network],
    ...overrides,
  };
}

/** `GET /api/v0/accounts/:id/automations` for an account that never turned any on. */
export const automationsOff = (): AccountAutomations => ({
  autoPlug: { enabled: false, likes: 20, texts: [] },
  autoRepost: { enabled: false, afterHours: 12, unavailable: null },
});

import { describe, expect, it } from 'vitest';
import { signIn } from './support/app';
import {
  approveAtInstance,
  connectAccount,
  listAccounts,
  startBrowserConnect,
} from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { me } from './support/requests';
import { storedFor } from './support/stored';
import { callback } from './support/x';

const { fakes, app } = useNetworksServer({
  workers: 0,
  env: { RATE_LIMIT_CONNECTS_PER_MINUTE: '3' },
});

async function person() {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  return { token, stored: () => storedFor(app, userId) };
}

const mastodon = () => ({ network: 'mastodon', instance: fakes.mastodon.url });

describe('connecting a Mastodon account', () => {
  it('is limited per user and minute, like X: past the limit a 429 that starts nothing', async () => {
    const ada = await person();
    for (let i = 0; i < 3; i++) {
      expect((await connectAccount(app, ada.token, mastodon())).statusCode).toBe(200);
    }
    const bluesky = {
      network: 'bluesky',
      identifier: fakes.bluesky.user.handle,
      appPassword: fakes.bluesky.user.appPassword,
      service: fakes.bluesky.url,
    };
    for (const body of [mastodon(), bluesky]) {
      const limited = await connectAccount(app, ada.token, body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Try again in 1 minute.',
      });
    }
    expect(await ada.stored()).toMatchObject({ accounts: [], connects: 3 });
    const grace = await person();
    expect((await connectAccount(app, grace.token, mastodon())).statusCode).toBe(200);
  });

  it('finishes only in the browser that started it: without its cookie nothing is stored', async () => {
    const ada = await person();
    const { authorize, cookie } = await startBrowserConnect(app, ada.token, mastodon());
    expect(cookie).toMatch(/^qp_connect_mastodon=/);
    const exchangesBefore = fakes.mastodon.tokenCalls.length;
    const back = await approveAtInstance(authorize);

    const elsewhere = await callback(app, back);
    expect(elsewhere.searchParams.get('account')).toBe('error');
    expect(elsewhere.searchParams.get('message')).toBe(
      'This connection was started in another browser. Connecting Mastodon must be finished in the browser that started it: connect again here.',
    );
    // The flow is spent: its own browser cannot finish it afterwards either.
    const own = await callback(app, back, cookie);
    expect(own.searchParams.get('message')).toBe(
      'This connection was not started here or was already used. Connect again.',
    );
    expect(fakes.mastodon.tokenCalls.length).toBe(exchangesBefore);
    expect(await ada.stored()).toMatchObject({ accounts: [], connects: 0 });
    expect(await listAccounts(app, ada.token)).toEqual([]);
  });
});

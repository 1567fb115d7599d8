import { describe, expect, it } from 'vitest';
import { testContext } from '../testing';
import { atBluesky } from './agent';

describe('Bluesky calls on the shared agent', () => {
  it('go where their own atBluesky says, also after an await while others ran', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const context = testContext({
      userAddressFetch: (async (url: string, init?: RequestInit) => {
        seen.push({ url, authorization: new Headers(init?.headers).get('authorization') });
        return Response.json({ did: 'did:plc:answered' });
      }) as typeof fetch,
    });
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const ada = atBluesky(
      context,
      { origin: 'https://ada.example', token: 'ada' },
      async (agent) => {
        await paused;
        return agent.com.atproto.identity.resolveHandle({ handle: 'ada.example' });
      },
    );
    await atBluesky(context, { origin: 'https://lin.example', token: 'lin' }, (agent) =>
      agent.com.atproto.identity.resolveHandle({ handle: 'lin.example' }),
    );
    resume();
    await ada;
    expect(seen).toEqual([
      {
        url: 'https://lin.example/xrpc/com.atproto.identity.resolveHandle?handle=lin.example',
        authorization: 'Bearer lin',
      },
      {
        url: 'https://ada.example/xrpc/com.atproto.identity.resolveHandle?handle=ada.example',
        authorization: 'Bearer ada',
      },
    ]);
  });
});

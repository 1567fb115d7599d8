import { describe, expect, it } from 'vitest';
import type { Network } from '../network';
import { testContext } from '../testing';
import { createMastodonNetworks } from './index';
import { connectAccount, useFakeMastodon } from './testing';

const fake = useFakeMastodon();

const realMastodon = (): Network =>
  createMastodonNetworks(testContext()).find((network) => network.provider === 'real')!;

describe('boosting on Mastodon', () => {
  it('boosts the account’s post once, and answers the same boost when asked again', async () => {
    const network = realMastodon();
    const session = await connectAccount(network, fake.url);
    const post = await network.post(session, { text: 'Worth a boost', sendKey: 'b1' });
    const boost = await network.repost(session, { post, sendKey: 'r1' });
    const again = await network.repost(session, { post, sendKey: 'r1' });
    expect(again).toEqual(boost);
    const boosts = fake.statuses.filter((status) => status.reblogOfId === post.id);
    expect(boosts.map((status) => status.id)).toEqual([boost.id]);
  });
});

import { hasLink, type XPrices } from '@quillpost/shared';
import type { SpendLedger } from '../context';
import type { AccountSession } from '../network';

/** The calls X bills, each by the price that applies to it. */
export type XBilledCall = 'post' | 'post_with_link' | 'media_metadata' | 'read';

const PRICE: Record<XBilledCall, keyof XPrices> = {
  post: 'post',
  post_with_link: 'postWithLink',
  media_metadata: 'mediaMetadata',
  read: 'read',
};

/** Records what X's calls cost; does nothing for sandbox X, which charges nothing. */
export interface XSpend {
  /** A post X created (the call answered, or a lookup found it went out), by its id. */
  posted(session: AccountSession, post: { id: string; text: string }): Promise<void>;
  /** Posts X answered in a read. */
  read(session: AccountSession, posts: number): Promise<void>;
}

export function xSpend(billing: { ledger: SpendLedger; prices: XPrices } | undefined): XSpend {
  async function charge(session: AccountSession, call: XBilledCall, units: number, ref?: string) {
    if (!billing || !session.owner || units <= 0) return;
    const usd = billing.prices[PRICE[call]] * units;
    const owner = session.owner;
    try {
      await billing.ledger.record({
        owner,
        network: 'x',
        call,
        units,
        usd,
        ...(ref ? { ref } : {}),
      });
    } catch {
      // The ledger reports spend; failing to write it must never turn a call that went out
      // into one that seems to have failed, and be sent again.
    }
  }
  return {
    posted: (session, post) =>
      charge(session, hasLink(post.text) ? 'post_with_link' : 'post', 1, post.id),
    read: (session, posts) => charge(session, 'read', posts),
  };
}

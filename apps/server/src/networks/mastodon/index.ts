import type { NetworkContext } from '../context';
import type { Network } from '../network';
import { createRealMastodon } from './real-network';

/** Mastodon: any instance a person names. */
export function createMastodonNetworks(context: NetworkContext): Network[] {
  return [createRealMastodon(context)];
}

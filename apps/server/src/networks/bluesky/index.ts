import type { NetworkContext } from '../context';
import type { Network } from '../network';
import { createRealBluesky } from './real';
import { createSandboxBluesky } from './sandbox';

/** Bluesky's implementations of the networks capability: the real network and its sandbox. */
export function createBlueskyNetworks(context: NetworkContext): Network[] {
  return [createRealBluesky(context), createSandboxBluesky(context)];
}

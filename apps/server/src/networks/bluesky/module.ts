import type { NetworkModule } from '../module';
import { createBlueskyNetworks } from './index';
import { sandboxBlueskyRoutes } from './routes';

/** Bluesky: any server (bsky.social by default), and the sandbox with its post pages here. */
export const blueskyModule: NetworkModule = {
  create: createBlueskyNetworks,
  routes: sandboxBlueskyRoutes,
};

import type { App } from '../types';
import type { NetworkContext } from './context';
import type { Network } from './network';

/**
 * What one network folder gives the server: its implementations (the real network and its
 * sandbox), and the routes of its own that browsers reach (OAuth callbacks, sandbox pages).
 */
export interface NetworkModule {
  create(context: NetworkContext): Network[];
  /** The network's own routes, given the same context as its implementations. */
  routes?(context: NetworkContext): (app: App) => Promise<void>;
}

import type { App } from '../types';
import type { NetworkContext } from './context';
import type { NetworkModule } from './module';
import type { Network } from './network';
import { createNetworkRegistry, type NetworkRegistry } from './registry';
import { blueskyModule } from './bluesky/module';
import { mastodonModule } from './mastodon/module';
import { xModule } from './x/module';

/**
 * The networks Quillpost publishes to: one line each. A network is a folder of its own beside
 * this file, with its sandbox, and a fake in packages/testing; adding one adds its line here.
 */
const MODULES: readonly NetworkModule[] = [xModule, blueskyModule, mastodonModule];

export interface Networks {
  registry: NetworkRegistry;
  /** Each network's own routes: sandbox consent and post pages. */
  routes(app: App): Promise<void>;
}

/** Every network's implementations; `replacing` ones take the place of the same key and provider. */
export function createNetworks(context: NetworkContext, replacing: Network[] = []): Networks {
  const made = MODULES.flatMap((module) => module.create(context));
  return {
    registry: createNetworkRegistry([...made, ...replacing]),
    async routes(app) {
      for (const module of MODULES) if (module.routes) await app.register(module.routes(context));
    },
  };
}

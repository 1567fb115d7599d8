import type { App } from '../types';
import type { NetworkContext } from './context';
import type { NetworkModule } from './module';
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

export function createNetworks(context: NetworkContext): Networks {
  return {
    registry: createNetworkRegistry(MODULES.flatMap((module) => module.create(context))),
    async routes(app) {
      for (const module of MODULES) if (module.routes) await app.register(module.routes(context));
    },
  };
}

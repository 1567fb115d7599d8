import type { App } from '../types';
import type { NetworkContext } from './context';
import type { NetworkModule } from './module';
import { createNetworkRegistry, type NetworkRegistry } from './registry';
import { xModule } from './x/module';

/**
 * The networks Quillpost publishes to: one line each. A network is a folder of its own beside
 * this file, with its sandbox, and a fake in packages/testing; adding one adds its line here.
 */
const MODULES: readonly NetworkModule[] = [xModule];

export function createNetworks(context: NetworkContext): NetworkRegistry {
  return createNetworkRegistry(MODULES.flatMap((module) => module.create(context)));
}

/** Each network's own routes: OAuth callbacks and sandbox pages. */
export async function networkRoutes(app: App): Promise<void> {
  for (const module of MODULES) if (module.routes) await app.register(module.routes);
}

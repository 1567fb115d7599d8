import type { NetworkModule } from '../module';
import { createMastodonNetworks } from './index';
import { sandboxMastodonRoutes } from './routes';

/** Mastodon: any instance a person names, and the sandbox instance with its pages here. */
export const mastodonModule: NetworkModule = {
  create: createMastodonNetworks,
  routes: sandboxMastodonRoutes,
};

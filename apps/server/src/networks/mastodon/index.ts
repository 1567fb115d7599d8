import type { NetworkContext } from '../context';
import type { Network } from '../network';
import { createRealMastodon } from './real-network';
import { createSandboxMastodon } from './sandbox-network';

/** Mastodon (any instance a person names) and the sandbox instance of this server. */
export function createMastodonNetworks(context: NetworkContext): Network[] {
  return [createRealMastodon(context), createSandboxMastodon(context)];
}

// What the server's routes for the sandbox instance call: its consent page, the code its form
// issues, and the page of each post.
export {
  issueSandboxCode as issueSandboxMastodonCode,
  renderSandboxConsentPage as renderSandboxMastodonConsentPage,
  sandboxCancelUrl as sandboxMastodonCancelUrl,
  SANDBOX_AUTHORIZE_PATH as SANDBOX_MASTODON_AUTHORIZE_PATH,
  SANDBOX_DEFAULT_HANDLE as SANDBOX_MASTODON_DEFAULT_HANDLE,
  SANDBOX_DOMAIN as SANDBOX_MASTODON_DOMAIN,
  SANDBOX_VIEW_PATH as SANDBOX_MASTODON_VIEW_PATH,
} from './sandbox-pages';
export { sandboxPostPage as sandboxMastodonPostPage } from './sandbox-view';

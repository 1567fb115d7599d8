import { isNetworkKey, NETWORK_KEYS, NETWORK_NAMES, type AccountProvider } from '@quillpost/shared';

/** A network's name as people know it; a key this build does not know stays as it is. */
export const networkName = (network: string): string =>
  isNetworkKey(network) ? NETWORK_NAMES[network] : network;

/** "X", or "sandbox X" for the local stand-in that posts nothing. */
export const providerName = (network: string, provider: AccountProvider): string =>
  provider === 'sandbox' ? `sandbox ${networkName(network)}` : networkName(network);

/** What marks a sandbox everywhere it shows: "Sandbox Bluesky: nothing is posted". */
export const sandboxNote = (network: string): string =>
  `Sandbox ${networkName(network)}: nothing is posted`;

/** A handle as people write it: X and Bluesky handles with an @, Mastodon's already have one. */
export const displayHandle = (handle: string): string =>
  handle.startsWith('@') ? handle : `@${handle}`;

/** An account in words, for labels and messages: "Bluesky @ada.bsky.social". */
export const accountText = (account: { network: string; handle: string }): string =>
  `${networkName(account.network)} ${displayHandle(account.handle)}`;

/** Names joined for a sentence: "X", "X or Bluesky", "X, Bluesky or Mastodon". */
export function joinNames(names: readonly string[], word: 'and' | 'or'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;
}

/** Networks in the one order every screen lists them in. */
export const byNetworkOrder = (a: { network: string }, b: { network: string }): number =>
  rank(a.network) - rank(b.network);
const rank = (network: string) => {
  const index = (NETWORK_KEYS as readonly string[]).indexOf(network);
  return index === -1 ? NETWORK_KEYS.length : index;
};

/** Where a post went out, as every link to it names the place: "Bluesky", "sandbox X". */
export const wentOutOnText = (network: string, sandbox: boolean): string =>
  sandbox ? `sandbox ${networkName(network)}` : networkName(network);

/** The one text of a link to a published post: "View on Bluesky", "View on sandbox X". */
export const viewOnText = (network: string, sandbox: boolean): string =>
  `View on ${wentOutOnText(network, sandbox)}`;

import {
  isBlank,
  NETWORK_NAMES,
  partProblemOn,
  textRules,
  type Account,
  type TextRules,
} from '@quillpost/shared';

/** A network a post is counted for, as the chosen accounts there allow. */
export interface CountedNetwork {
  key: string;
  name: string;
  rules: TextRules;
}

/**
 * The networks to count for: one per network of the chosen accounts (the strictest Mastodon
 * limit when several instances are chosen), or X while no account is chosen.
 */
export function countedNetworks(chosen: readonly Pick<Account, 'network' | 'rules'>[]) {
  if (chosen.length === 0) return [counted(textRules('x'))];
  const byNetwork = new Map<string, TextRules>();
  for (const account of chosen) {
    const rules = textRules(account.network, { maxLength: account.rules.maxLength });
    const known = byNetwork.get(account.network);
    if (!known || rules.maxLength < known.maxLength) byNetwork.set(account.network, rules);
  }
  return [...byNetwork.values()].map(counted);
}

const counted = (rules: TextRules): CountedNetwork => ({
  key: `${rules.network}-${rules.maxLength}`,
  name: NETWORK_NAMES[rules.network],
  rules,
});

export interface PartCount {
  network: CountedNetwork;
  length: number;
  /** Why the part cannot go out there in words a person understands, or null. */
  problem: string | null;
}

/**
 * The part's count on each network. An empty part is not a problem while it is being written;
 * saving says so.
 */
export function partCounts(
  networks: CountedNetwork[],
  part: { written: string; posted: string },
  label: string,
): PartCount[] {
  const { written, posted } = part;
  return networks.map((network) => {
    const problem = isBlank(written) ? null : partProblemOn(network.rules, posted, label);
    return { network, length: network.rules.count(posted), problem };
  });
}

/** True when `piece`, posted as part `N/ ` of a long thread, fits on every network. */
export const fitsEverywhere = (networks: CountedNetwork[], numbered: boolean) => (piece: string) =>
  networks.every(({ rules }) => rules.count(numbered ? `25/ ${piece}` : piece) <= rules.maxLength);

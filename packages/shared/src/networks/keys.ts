/** The networks Quillpost publishes to. Adding one adds its key here and its rules beside this file. */
export const NETWORK_KEYS = ['x', 'bluesky', 'mastodon'] as const;
export type NetworkKey = (typeof NETWORK_KEYS)[number];

export const isNetworkKey = (value: string): value is NetworkKey =>
  (NETWORK_KEYS as readonly string[]).includes(value);

/** The names people know the networks by. */
export const NETWORK_NAMES: Record<NetworkKey, string> = {
  x: 'X',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

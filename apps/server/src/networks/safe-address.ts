import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Addresses people type (a Mastodon instance, a Bluesky service) are called by this server, so
 * they must not reach inside its network: only `https`, and never a name that resolves to a
 * loopback, private, link-local or otherwise internal address. The rule is checked on the
 * resolved address of every connection, so a name that points inside is refused too, also
 * when it changes between the check and the call. ALLOW_PRIVATE_NETWORK_HOSTS lifts it.
 */
export class AddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefused';
  }
}

const V4_INTERNAL: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast and reserved
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isInternalV4(ip: string): boolean {
  const n = v4Number(ip);
  return V4_INTERNAL.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (n & mask) >>> 0 === base;
  });
}

function isInternalV6(ip: string): boolean {
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isInternalV4(mapped[1]!);
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local
    (first & 0xffc0) === 0xfe80 || // link-local
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** True for loopback, private, link-local and other addresses that are not on the internet. */
export function isInternalAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) return isInternalV4(ip);
  if (version === 6) return isInternalV6(ip);
  return true;
}

const INTERNAL_RULE =
  'resolves to a loopback, private or link-local address, which Quillpost does not call';

/** The address as an origin (`https://host[:port]`), or AddressRefused naming the rule it breaks. */
export function checkAddressForm(raw: string, field: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.includes('://') ? raw : `https://${raw}`);
  } catch {
    throw new AddressRefused(`${field} must be a web address, such as https://mastodon.social`);
  }
  if (url.username || url.password) {
    throw new AddressRefused(`${field} must not hold a user name or password`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new AddressRefused(`${field} must be an https:// address`);
  }
  return new URL(url.origin);
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Checks a typed address before anything is called: its form, then every address its name
 * resolves to. Answers the origin to use.
 */
export async function checkUserAddress(
  raw: string,
  options: { field: string; allowPrivate: boolean; lookup?: Lookup },
): Promise<URL> {
  const url = checkAddressForm(raw.trim(), options.field, options.allowPrivate);
  if (options.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string }[];
  try {
    addresses = isIP(host) ? [{ address: host }] : await (options.lookup ?? systemLookup)(host);
  } catch {
    throw new AddressRefused(`${options.field} ${url.host} could not be found`);
  }
  if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address))) {
    throw new AddressRefused(`${options.field} ${url.host} ${INTERNAL_RULE}`);
  }
  return url;
}

/**
 * A fetch for user-chosen addresses: every connection it opens checks the address it resolved,
 * so a name that changes to an internal address after the first check is still refused.
 */
export function guardedFetch(options: { allowPrivate: boolean }): typeof fetch {
  if (options.allowPrivate) return fetch;
  const dispatcher = new Agent({
    connect: {
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          const refused = addresses.find(({ address }) => isInternalAddress(address));
          if (refused) {
            return callback(new AddressRefused(`${hostname} ${INTERNAL_RULE}`), '', 0);
          }
          const first = addresses[0]!;
          if (lookupOptions.all) return (callback as unknown as AllCallback)(null, addresses);
          return callback(null, first.address, first.family);
        });
      },
    },
  });
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    // An address typed as a number is never looked up, so the lookup above never sees it.
    const host = new URL(String(input instanceof Request ? input.url : input)).hostname;
    const literal = host.replace(/^\[|\]$/g, '');
    if (isIP(literal) && isInternalAddress(literal)) {
      throw new TypeError('fetch failed', {
        cause: new AddressRefused(`${host} ${INTERNAL_RULE}`),
      });
    }
    return undiciFetch(input as string, { ...(init as object), dispatcher });
  }) as unknown as typeof fetch;
}

type AllCallback = (error: Error | null, addresses: { address: string; family: number }[]) => void;

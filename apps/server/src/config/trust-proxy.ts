import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` also takes. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  // A mask written as an address (10.0.0.0/255.0.0.0) or as a prefix length.
  return isIP(bits) === isIP(address) || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
}

const MESSAGE =
  'must be true, false, a number of proxies in front of the server (such as 1), or their addresses or CIDR ranges separated by commas';

/**
 * What Fastify's `trustProxy` takes: `true` trusts every proxy (so the left-most, client-written
 * X-Forwarded-For entry becomes the address), a hop count trusts that many proxies from the right,
 * and addresses or ranges trust only those proxies.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no' || lower === '' || lower === '0') return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

export type TrustProxy = z.infer<typeof ZTrustProxy>;

/**
 * Fastify's `trustProxy` option for TRUST_PROXY. Fastify itself no longer honours a bare hop
 * count (it trusts nothing then), so a count becomes proxy-addr's hop rule: the nearest `hops`
 * addresses are proxies and the one before them is the client. That is sound only while the
 * server is reachable through its proxy alone (it listens on loopback, for instance); naming the
 * proxy's address is sound everywhere.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

import { createHash, randomInt } from 'node:crypto';
import { isValidTid } from '@atproto/syntax';

/**
 * Bluesky's record key for a part's send key. A post's key must be a TID (the reference PDS
 * checks the key against the post lexicon's `key: "tid"`), and a UUID is not one, so the key is
 * derived from the send key, the same on every resend (decision 101):
 * - a send key that is already a TID is the key;
 * - a UUIDv7 (the server's ids) gives a TID of its own time: its millisecond, and the low bits
 *   of the counter that follows it for the microseconds and the clock id, so ids made one after
 *   another in the same millisecond keep distinct keys, and keys sort by their send keys' time;
 * - any other send key gives the TID of the first 63 bits of its SHA-256.
 */
export function recordKeyOf(sendKey: string): string {
  // Asked of a copy: the guard would narrow a string that is not a TID to `never`.
  if (isValidTid(sendKey as unknown)) return sendKey;
  const uuid = UUID_V7.exec(sendKey.toLowerCase());
  if (uuid) {
    const [, timeHigh, timeLow, randA, randBHigh, randBNext] = uuid;
    const millisecond = BigInt(`0x${timeHigh}${timeLow}`);
    // rand_a (12 bits) and the 30 bits of rand_b after its variant: the generator's counter.
    const randB = BigInt(`0x${randBHigh}${randBNext}`) & 0x3fffffffn;
    const counter = (BigInt(`0x${randA}`) << 30n) | randB;
    const belowMillisecond = counter % (1000n * CLOCK_IDS);
    const micros = millisecond * 1000n + belowMillisecond / CLOCK_IDS;
    return tidOf(micros, belowMillisecond % CLOCK_IDS);
  }
  const digest = createHash('sha256').update(sendKey).digest();
  return tidString(digest.readBigUInt64BE(0) & MAX_TID_VALUE);
}

/** A TID for a moment: microseconds since the epoch and a clock id below 1024. */
export function tidOf(micros: bigint, clockId: bigint): string {
  return tidString(((micros << 10n) | (clockId % CLOCK_IDS)) & MAX_TID_VALUE);
}

const UUID_V7 =
  /^([0-9a-f]{8})-([0-9a-f]{4})-7([0-9a-f]{3})-([89ab][0-9a-f]{3})-([0-9a-f]{4})[0-9a-f]{8}$/;
const CLOCK_IDS = 1024n;
const MAX_TID_VALUE = (1n << 63n) - 1n;
const SORTABLE_BASE32 = '234567abcdefghijklmnopqrstuvwxyz';

function tidString(value: bigint): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < 13; i += 1) {
    out = SORTABLE_BASE32[Number(rest & 31n)] + out;
    rest >>= 5n;
  }
  return out;
}

/**
 * A clock of fresh TIDs: the moment's microseconds, one more than the last when the clock has not
 * moved on, and a random clock id, as a PDS makes record keys.
 */
export function createTidClock(): (now: Date) => string {
  const clockId = BigInt(randomInt(1024));
  let lastMicros = 0n;
  return (now) => {
    const micros = BigInt(now.getTime()) * 1000n;
    lastMicros = micros > lastMicros ? micros : lastMicros + 1n;
    return tidOf(lastMicros, clockId);
  };
}

import { isValidTid } from '@atproto/syntax';
import { UUID } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTidClock, recordKeyOf } from './record-key';

// The TID's time: its top 53 bits are microseconds since the epoch.
const SORTABLE = '234567abcdefghijklmnopqrstuvwxyz';
const microsOf = (tid: string) =>
  [...tid].reduce((value, char) => value * 32n + BigInt(SORTABLE.indexOf(char)), 0n) >> 10n;

describe('Bluesky record keys from send keys', () => {
  it('makes a TID of the send key, the same on every resend', () => {
    for (const sendKey of [newId(), newId(), 'part-1-of-3', '3lchainpartaa']) {
      const rkey = recordKeyOf(sendKey);
      expect(isValidTid(rkey), `${sendKey} -> ${rkey}`).toBe(true);
      expect(recordKeyOf(sendKey)).toBe(rkey);
    }
    expect(recordKeyOf('3lchainpartaa')).toBe('3lchainpartaa');
    expect(isValidTid(newId())).toBe(false);
  });

  it("takes a UUIDv7's time, and keeps ids made in one millisecond apart", () => {
    const at = Date.UTC(2026, 10, 25, 9, 30);
    // Consecutive values of the generator's 42-bit counter (rand_a, then rand_b's top 30 bits),
    // across the point where rand_a steps.
    const ids = Array.from({ length: 2000 }, (_, i) => {
      const counter = 0xabc * 2 ** 30 + 2 ** 30 - 1000 + i;
      const randA = Math.floor(counter / 2 ** 30);
      return UUID.fromFieldsV7(at, randA, counter % 2 ** 30, 0x12345678).toString();
    });
    const keys = ids.map(recordKeyOf);
    expect(new Set(keys).size).toBe(ids.length);
    for (const key of keys) {
      expect(microsOf(key) / 1000n).toBe(BigInt(at));
    }
    const later = recordKeyOf(UUID.fromFieldsV7(at + 1, 0, 0, 0).toString());
    expect(microsOf(later) / 1000n).toBe(BigInt(at + 1));
  });

  it('gives fresh TIDs that grow, also within one millisecond', () => {
    const clock = createTidClock();
    const now = new Date();
    const made = [clock(now), clock(now), clock(new Date(now.getTime() - 5))];
    expect(made.every((tid) => isValidTid(tid))).toBe(true);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(3);
  });
});

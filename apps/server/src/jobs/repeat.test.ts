import { describe, expect, it } from 'vitest';
import { repeatEvery, slotKey } from './repeat';

describe('a repeating job', () => {
  it('names a slot the same in every process, and the next slot otherwise', () => {
    expect(slotKey(5_000, 10_000)).toBe(slotKey(5_000, 14_999));
    expect(slotKey(5_000, 15_000)).not.toBe(slotKey(5_000, 14_999));
    expect(slotKey(1_000, 10_000)).not.toBe(slotKey(5_000, 10_000));
  });

  it('queues the slot under way at once, goes on after a failed send, and ends when stopped', async () => {
    const stopping = new AbortController();
    const sent: string[] = [];
    const errors: unknown[] = [];
    let now = 42_000;
    const running = repeatEvery({
      everyMs: 10_000,
      clock: () => now,
      stopping: stopping.signal,
      onError: (error) => errors.push(error),
      async sendSlot(key) {
        sent.push(key);
        if (sent.length === 1) throw new Error('the database is away');
        if (sent.length === 2) stopping.abort();
      },
    });
    // The first send failed; the clock moves to the next slot, which the loop waits for at once.
    now = 50_000;
    await running;
    expect(sent).toEqual([slotKey(10_000, 42_000), slotKey(10_000, 50_000)]);
    expect(errors).toEqual([new Error('the database is away')]);
  });
});

import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/lib/ids';
import { signIn, useTestApp } from './support/app';
import { me } from './support/requests';

/** The longest array-like `from` was asked to copy element by element while `run` ran. */
async function longestCopyDuring(run: () => Promise<void>): Promise<number> {
  let longest = 0;
  const measure = (source: unknown) => {
    const length = (source as { length?: unknown } | null)?.length;
    if (typeof length === 'number') longest = Math.max(longest, length);
  };
  for (const owner of [Array, Uint8Array] as const) {
    const from = owner.from.bind(owner) as (...args: unknown[]) => unknown;
    vi.spyOn(owner, 'from').mockImplementation(((...args: unknown[]) => {
      measure(args[0]);
      return from(...args);
    }) as never);
  }
  await run();
  return longest;
}

describe('the media store', () => {
  const app = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it("keeps and reads an image's bytes exactly, without a JavaScript value per byte", async () => {
    const user = await me(app, await signIn(app));
    // Every byte value, then enough bytes that a per-byte copy would stand out.
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(1_000_000),
    ]);
    const record = {
      id: newId(),
      userId: user._id,
      mimeType: 'image/png' as const,
      bytes: data.byteLength,
      width: 1,
      height: 1,
      altText: '',
      createdAt: new Date(),
    };
    let read: Uint8Array | undefined;
    const longest = await longestCopyDuring(async () => {
      await app.deps.media.put(record, data);
      read = (await app.deps.media.read({ userId: user._id, id: record.id }))?.data;
    });
    expect(Buffer.from(read!).equals(data)).toBe(true);
    expect(longest).toBeLessThan(1_000);
  });
});

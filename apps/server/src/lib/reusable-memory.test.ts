import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileInto, reusableBuffers } from './reusable-memory';

describe('reusable buffers', () => {
  it('lends the same buffer again once it is given back, and another one while it is out', async () => {
    const buffers = reusableBuffers(16);
    const first = await buffers.lend(async (buffer) => buffer);
    const again = await buffers.lend(async (buffer) => buffer);
    expect(again).toBe(first);
    const both = await buffers.lend((outer) => buffers.lend(async (inner) => [outer, inner]));
    expect(both[0]).not.toBe(both[1]);
    expect(both.every((buffer) => buffer.byteLength === 16)).toBe(true);
  });

  it('takes a buffer back when its holder throws', async () => {
    const buffers = reusableBuffers(8);
    let lent: Buffer | undefined;
    await expect(
      buffers.lend(async (buffer) => {
        lent = buffer;
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await buffers.lend(async (buffer) => buffer)).toBe(lent);
  });
});

describe('reading a file into a buffer', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quillpost-reusable-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const fileOf = (name: string, bytes: Buffer) => {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    return file;
  };

  it('reads a file that fits into the start of the buffer', async () => {
    const into = Buffer.alloc(10, 0xee);
    const read = await readFileInto(fileOf('fits', Buffer.from([1, 2, 3])), into);
    expect([...read]).toEqual([1, 2, 3]);
    expect(read.buffer).toBe(into.buffer);
    expect(into[3]).toBe(0xee);
  });

  it('reads a file bigger than the buffer into memory of its own, leaving the buffer alone', async () => {
    const into = Buffer.alloc(2, 0xee);
    const read = await readFileInto(fileOf('bigger', Buffer.from([1, 2, 3, 4])), into);
    expect([...read]).toEqual([1, 2, 3, 4]);
    expect(read.buffer).not.toBe(into.buffer);
    expect([...into]).toEqual([0xee, 0xee]);
  });

  it('reads an empty file as no bytes', async () => {
    expect((await readFileInto(fileOf('empty', Buffer.alloc(0)), Buffer.alloc(4))).byteLength).toBe(
      0,
    );
  });
});

import { open } from 'node:fs/promises';

/**
 * Buffers of one size, each lent to one holder at a time and taken back for the next, so work
 * that reads big files over and over allocates outside the JavaScript heap only once per holder
 * at a time. V8 runs a full collection for about every 64 MB allocated there; a burst of twenty
 * 5 MB photos read with `readFile` would pay for several.
 */
export function reusableBuffers(bytes: number) {
  const spare: Buffer[] = [];
  return {
    /** Lends a buffer to `use`; it is taken back when `use` settles, whatever it answered. */
    async lend<T>(use: (buffer: Buffer) => Promise<T>): Promise<T> {
      const buffer = spare.pop() ?? Buffer.allocUnsafeSlow(bytes);
      try {
        return await use(buffer);
      } finally {
        spare.push(buffer);
      }
    },
  };
}

/**
 * The whole file, read into the start of `into` when it fits (the answer is then a view of it)
 * and into memory of its own when it does not.
 */
export async function readFileInto(filePath: string, into: Buffer): Promise<Buffer> {
  const file = await open(filePath);
  try {
    const { size } = await file.stat();
    if (size > into.byteLength) return await file.readFile();
    let read = 0;
    while (read < size) {
      const { bytesRead } = await file.read(into, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return into.subarray(0, read);
  } finally {
    await file.close();
  }
}

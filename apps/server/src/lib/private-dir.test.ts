import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensurePrivateDir } from './private-dir';

const mode = (dir: string) => statSync(dir).mode & 0o7777;

describe('ensurePrivateDir', () => {
  it('makes the folder, or closes an open one, to its owner only', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'quillpost-private-'));
    const made = path.join(parent, 'made');
    await ensurePrivateDir(made);
    expect(mode(made)).toBe(0o700);
    chmodSync(parent, 0o755);
    await ensurePrivateDir(parent);
    expect(mode(parent)).toBe(0o700);
  });

  it('leaves a shared sticky folder such as /tmp open to its other users', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'quillpost-shared-'));
    chmodSync(shared, 0o1777);
    await ensurePrivateDir(shared);
    expect(mode(shared)).toBe(0o1777);
  });
});

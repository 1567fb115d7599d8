import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCipher } from './encryption';
import { loadSecret } from './secret';

describe('encryption at rest', () => {
  it('generates the key once into DATA_DIR, readable by its owner only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-key-'));
    const first = await loadSecret(undefined, dir, 'encryption-key');
    const again = await loadSecret(undefined, dir, 'encryption-key');
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(statSync(path.join(dir, 'encryption-key')).mode & 0o777).toBe(0o600);
  });

  it('seals text that only the same key opens, and refuses altered text', () => {
    const cipher = createCipher(new TextEncoder().encode('k'.repeat(32)));
    const sealed = cipher.encrypt('x-access-token-value');
    expect(sealed).not.toContain('x-access-token-value');
    expect(cipher.encrypt('x-access-token-value')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('x-access-token-value');
    const other = createCipher(new TextEncoder().encode('o'.repeat(32)));
    expect(() => other.decrypt(sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(altered)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { findingsOn, rulesOf } from './network-lint';

const parts = [`Ask @ada, see https://example.com/${'a'.repeat(40)}`, 'b'.repeat(320)];

describe('findingsOn', () => {
  it('keeps the whole X lint on X', () => {
    const codes = findingsOn(
      rulesOf({ network: 'x', rules: { maxLength: 280, maxImages: 4 } }),
      parts,
    ).map((f) => f.code);
    expect(codes).toEqual(['link', 'mention', 'too_long']);
  });

  it('measures each part by the network’s own limit elsewhere, without X’s link cost', () => {
    const onMastodon = findingsOn(
      rulesOf({ network: 'mastodon', rules: { maxLength: 1000, maxImages: 4 } }),
      parts,
    );
    expect(onMastodon.map((f) => f.code)).toEqual(['mention']);
    const onBluesky = findingsOn(
      rulesOf({ network: 'bluesky', rules: { maxLength: 300, maxImages: 4 } }),
      parts,
    );
    expect(onBluesky.map((f) => [f.position, f.level, f.message])).toEqual([
      [1, 'info', 'Part 1 mentions @ada; they will be notified.'],
      [2, 'error', 'Part 2 is 320 graphemes as Bluesky counts them; the limit is 300.'],
    ]);
  });

  it('says before any account is chosen only what holds on every network', () => {
    expect(findingsOn(null, [' ', ...parts]).map((f) => [f.position, f.code])).toEqual([
      [1, 'empty'],
      [2, 'mention'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { threadWithLinksInReply } from './links-reply';
import { publicationParts } from './parts';

describe('threadWithLinksInReply', () => {
  it('moves the links into a numbered last part that goes out as its own reply', () => {
    const content =
      '🧵 Shipping small\n\n1/ Small pull requests.\n\n2/ See https://example.com/guide';
    const moved = threadWithLinksInReply(content);
    expect(moved).toBe(
      '🧵 Shipping small\n\n1/ Small pull requests.\n\n2/ See\n\n3/ https://example.com/guide',
    );
    expect(publicationParts('thread', moved!)).toEqual([
      '🧵 Shipping small\n\n1/ Small pull requests.',
      '2/ See',
      '3/ https://example.com/guide',
    ]);
  });

  it('offers nothing when there are no links or they already stand alone at the end', () => {
    expect(threadWithLinksInReply('🧵 H\n\n1/ One.\n\n2/ Two.')).toBeNull();
    expect(threadWithLinksInReply('🧵 H\n\n1/ One.\n\n2/ https://a.example.com')).toBeNull();
    const once = threadWithLinksInReply('🧵 H\n\n1/ Read https://a.example.com now\n\n2/ Two.');
    expect(once).toBe('🧵 H\n\n1/ Read now\n\n2/ Two.\n\n3/ https://a.example.com');
    expect(threadWithLinksInReply(once!)).toBeNull();
  });
});

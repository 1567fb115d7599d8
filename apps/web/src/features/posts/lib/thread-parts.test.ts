import { publicationParts, splitThread } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { threadParts } from './thread-parts';

describe('threadParts', () => {
  it('is the posts that go out: the header rides on the first part when both fit', () => {
    const thread = '🧵 Header\n\n1/ One\n\n2/ Two\n\n3/ Three\n\n4/ Four\n\n5/ Five';
    expect(threadParts(thread)).toEqual([
      '🧵 Header\n\n1/ One',
      '2/ Two',
      '3/ Three',
      '4/ Four',
      '5/ Five',
    ]);
    expect(threadParts(thread)).toEqual(publicationParts('thread', thread));
  });

  it('keeps text without numbered parts whole', () => {
    expect(threadParts('Just one line\nand another')).toEqual(['Just one line\nand another']);
  });

  it('splits exactly as the server does: "24/7" and "24/ 7" lines stay inside their part', () => {
    const thread =
      '🧵 Support\n\n1/ We answer\n24/7 and\n24/ 7 too.\n\n2/ Two\n\n3/ Three\n\n4/ Four\n\n5/ Five';
    const server = splitThread(thread);
    expect(threadParts(thread)).toHaveLength(server.parts.length);
    expect(threadParts(thread)[0]).toBe('🧵 Support\n\n1/ We answer\n24/7 and\n24/ 7 too.');
  });
});

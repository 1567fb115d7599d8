import { describe, expect, it } from 'vitest';
import { postName } from './post-name';
import { threadParts } from './thread-parts';

const untitled = { title: '' };

describe('postName', () => {
  it('names a post by its description when it has one', () => {
    expect(postName('thread', { title: 'Launch week', content: '🧵 Hook\n\n1/ One' })).toBe(
      'Launch week',
    );
  });

  it('names a thread by the first line of the post it goes out with first', () => {
    const longHeader = `🧵 ${'A hook that takes most of a post. '.repeat(7).trim()}`;
    const threads = [
      '🧵 Support\n\n1/ We answer\n24/7 and\n24/ 7 too.',
      `${longHeader}\n\n1/ ${'Then a first part long enough not to fit with it. '.repeat(4)}\n2/ End`,
      '1/ No header here\nstill part one\n2/ Two',
      '\r\n  Just text, no parts\r\nsecond line',
    ];
    for (const content of threads) {
      const firstPost = threadParts(content)[0]!;
      expect(postName('thread', { ...untitled, content })).toBe(firstPost.split('\n')[0]!.trim());
    }
    expect(threadParts(threads[1]!)[0]).toBe(longHeader);
  });

  it('names a post with no text as untitled', () => {
    expect(postName('thread', { ...untitled, content: '  \n ' })).toBe('Untitled thread');
    expect(postName('tweet', { ...untitled, content: '' })).toBe('Untitled tweet');
  });
});

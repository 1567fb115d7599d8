import { describe, expect, it } from 'vitest';
import { isValidTweet } from '../rules';
import { partProblems, postPositionLabel, publicationParts, publicationSizeLabel } from './parts';

const thread = (parts: string[], header = '🧵 Shipping small') =>
  [header, ...parts.map((p, i) => `${i + 1}/ ${p}`)].join('\n\n');

describe('publicationParts', () => {
  it('sends a tweet as one part, trimmed', () => {
    expect(publicationParts('tweet', '  Ship small pull requests.\n')).toEqual([
      'Ship small pull requests.',
    ]);
  });

  it('joins the header to part 1 when both fit in one post', () => {
    const parts = publicationParts('thread', thread(['One.', 'Two.', 'Three.']));
    expect(parts).toEqual(['🧵 Shipping small\n\n1/ One.', '2/ Two.', '3/ Three.']);
  });

  it('sends the header as its own part when joining would pass 280', () => {
    const long = 'a'.repeat(270);
    const parts = publicationParts('thread', thread([long, 'Two.']));
    expect(parts).toEqual(['🧵 Shipping small', `1/ ${long}`, '2/ Two.']);
    expect(parts.every(isValidTweet)).toBe(true);
  });

  it('joins at exactly 280 weighted and splits at 281', () => {
    // Header "🧵 H" weighs 4, the joiner 2, "1/ " 3: 271 letters make 280.
    const fits = publicationParts('thread', thread(['x'.repeat(271)], '🧵 H'));
    expect(fits).toHaveLength(1);
    const over = publicationParts('thread', thread(['x'.repeat(272)], '🧵 H'));
    expect(over).toHaveLength(2);
  });

  it('keeps a thread without a header as its numbered parts', () => {
    expect(publicationParts('thread', '1/ One.\n\n2/ Two.')).toEqual(['1/ One.', '2/ Two.']);
  });

  it('sends the links as one last reply when asked, and changes nothing without links', () => {
    const tweet = 'Read https://a.example.com and https://b.example.com today';
    expect(publicationParts('tweet', tweet, { linksInReply: true })).toEqual([
      'Read and today',
      'https://a.example.com\nhttps://b.example.com',
    ]);
    expect(publicationParts('tweet', tweet)).toEqual([tweet]);
    expect(publicationParts('tweet', 'No links.', { linksInReply: true })).toEqual(['No links.']);
  });
});

describe('partProblems', () => {
  it('names empty and overlong parts', () => {
    expect(partProblems(['ok', ' ', 'a'.repeat(281)])).toEqual([
      'Part 2 is empty.',
      'Part 3 is 281 characters as X counts them; the limit is 280.',
    ]);
    expect(partProblems([])).toEqual(['The post has nothing to publish.']);
    expect(partProblems(['fine'])).toEqual([]);
  });
});

describe('postPositionLabel and publicationSizeLabel', () => {
  it('count the posts that go out, the header only when it goes out alone', () => {
    const content = '🧵 Shipping\n\n1/ Small steps.\n\n2/ Often.';
    const posts = publicationParts('thread', content);
    expect(posts.map((_, i) => postPositionLabel(i + 1, posts.length))).toEqual([
      'Post 1 of 2',
      'Post 2 of 2',
    ]);
    expect(publicationSizeLabel('thread', posts.length)).toBe('Thread of 2 posts');
    expect(postPositionLabel(1, 1)).toBe('Post');
    expect(publicationSizeLabel('tweet', 1)).toBe('Tweet');
  });
});

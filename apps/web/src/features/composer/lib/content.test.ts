import { describe, expect, it } from 'vitest';
import { fromContent, toContent, withKind } from './content';

describe('composer text and saved content', () => {
  it('reads a saved thread into its header and parts and writes it back the same', () => {
    const content = '🧵 Ship small\n\n1/ First part.\n\n2/ Second part,\nover two lines.';
    const text = fromContent('thread', content);
    expect(text.header).toBe('Ship small');
    expect(text.parts.map((part) => part.text)).toEqual([
      'First part.',
      'Second part,\nover two lines.',
    ]);
    expect(toContent(text)).toBe(content);
  });

  it('numbers parts by their place, so a reorder renumbers them', () => {
    const text = fromContent('thread', '1/ A.\n\n2/ B.');
    expect(toContent({ ...text, parts: [...text.parts].reverse() })).toBe('1/ B.\n\n2/ A.');
  });

  it('turns a thread into a tweet keeping every word, and a tweet into a thread of two parts', () => {
    const thread = fromContent('thread', '🧵 Head\n\n1/ A.\n\n2/ B.');
    expect(toContent(withKind(thread, 'tweet'))).toBe('Head\n\nA.\n\nB.');
    const tweet = fromContent('tweet', 'Just this.');
    expect(withKind(tweet, 'thread').parts.map((part) => part.text)).toEqual(['Just this.', '']);
  });
});

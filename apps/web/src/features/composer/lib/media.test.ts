import { describe, expect, it } from 'vitest';
import { newPart, type ComposerText } from './content';
import { boxMedia, postMedia } from './media';

const thread = (header: string, ...parts: [string, string[]][]): ComposerText => ({
  kind: 'thread',
  header,
  parts: parts.map(([text, media]) => newPart(text, media)),
});

describe('the images of each post that goes out', () => {
  it('puts part 1 images on the first post when the header line rides on it', () => {
    const text = thread('Short hook', ['One.', ['a']], ['Two.', ['b']]);
    expect(postMedia(text)).toEqual([['a'], ['b']]);
    expect(boxMedia(text, postMedia(text))).toEqual([['a'], ['b']]);
  });

  it('leaves the header post without images when it goes out alone', () => {
    const text = thread('H'.repeat(200), ['x'.repeat(200), ['a']], ['Two.', []]);
    expect(postMedia(text)).toEqual([[], ['a'], []]);
    expect(boxMedia(text, postMedia(text))).toEqual([['a'], []]);
  });
});

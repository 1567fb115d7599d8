import { describe, expect, it } from 'vitest';
import {
  graphemeLength,
  mastodonLength,
  partProblemOn,
  shortenLinksForBluesky,
  textRules,
} from './text-rules';

describe('text rules of each network', () => {
  it('counts X by twitter-text, a link as 23', () => {
    expect(textRules('x').count(`Read https://example.com/${'a'.repeat(80)}`)).toBe(5 + 23);
  });

  it('counts Bluesky in graphemes, an emoji family as one', () => {
    expect(graphemeLength('👨‍👩‍👧‍👦 é')).toBe(3);
    expect(textRules('bluesky').count('👍🏽'.repeat(300))).toBe(300);
    expect(partProblemOn(textRules('bluesky'), '👍🏽'.repeat(301), 'Part 1')).toBe(
      'Part 1 is 301 graphemes as Bluesky counts them; the limit is 300.',
    );
  });

  it('shows a long Bluesky link shortened, and says where it stands', () => {
    const url = `https://example.com/articles/${'b'.repeat(60)}`;
    const { text, links } = shortenLinksForBluesky(`See ${url} now`);
    expect(text).toBe('See example.com/articles/bbbbbb... now');
    expect(links).toEqual([{ url, start: 4, end: 4 + 30 }]);
    expect(text.slice(links[0]!.start, links[0]!.end)).toBe('example.com/articles/bbbbbb...');
  });

  it('counts Mastodon links as 23 and mentions by their local part, up to the instance limit', () => {
    expect(mastodonLength(`Hi @ada@example.social see https://example.com/${'c'.repeat(90)}`)).toBe(
      'Hi @ada see '.length + 23,
    );
    expect(textRules('mastodon', { maxLength: 1000 }).maxLength).toBe(1000);
    expect(textRules('mastodon').maxLength).toBe(500);
  });

  it('finds empty parts on every network', () => {
    for (const network of ['x', 'bluesky', 'mastodon'] as const) {
      expect(partProblemOn(textRules(network), '  ', 'Part 2')).toBe('Part 2 is empty.');
    }
  });
});

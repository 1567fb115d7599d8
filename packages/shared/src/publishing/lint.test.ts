import { describe, expect, it } from 'vitest';
import { lintParts, moveLinksToReply } from './lint';

const codes = (parts: string[], recent: string[] = []) =>
  lintParts(parts, recent).map((f) => `${f.position}:${f.level}:${f.code}`);

describe('lintParts', () => {
  it('finds nothing in plain parts', () => {
    expect(lintParts(['Ship small.', 'Review fast.'])).toEqual([]);
  });

  it('refuses empty and overlong parts', () => {
    expect(codes(['', 'a'.repeat(281)])).toEqual(['1:error:empty', '2:error:too_long']);
    expect(lintParts(['a'.repeat(281)])[0]!.message).toMatch(/281 characters.*280/);
  });

  it('counts weighted length as X does', () => {
    // 140 emoji weigh 280: allowed; one more is not.
    expect(codes(['😀'.repeat(140)])).toEqual([]);
    expect(codes(['😀'.repeat(141)])).toEqual(['1:error:too_long']);
  });

  it('warns about links, their cost, and offers a reply', () => {
    const [finding] = lintParts(['Read https://example.com/post now']);
    expect(finding).toMatchObject({ position: 1, level: 'warning', code: 'link' });
    expect(finding!.message).toMatch(/13x/);
    expect(finding!.message).toMatch(/reply/);
  });

  it('only notes links that stand alone in the last part of a thread, as their own reply', () => {
    expect(codes(['Intro', '2/ https://a.example.com\nhttps://b.example.com'])).toEqual([
      '2:info:link',
    ]);
    expect(codes(['Intro', '2/ See https://a.example.com'])).toEqual(['2:warning:link']);
    expect(codes(['https://a.example.com', 'Outro'])).toEqual(['1:warning:link']);
    expect(codes(['https://a.example.com'])).toEqual(['1:warning:link']);
  });

  it('refuses a duplicate of a recent post or of an earlier part, ignoring spacing and case', () => {
    expect(codes(['Ship  small.'], ['ship small.'])).toEqual(['1:error:duplicate']);
    expect(codes(['Same.', 'same. '])).toEqual(['2:error:duplicate']);
  });

  it('notes mentions and cashtags', () => {
    expect(codes(['Thanks @ada for $TSLA'])).toEqual(['1:info:mention', '1:info:cashtag']);
    expect(lintParts(['Hi @ada'])[0]!.message).toMatch(/@ada/);
  });
});

describe('moveLinksToReply', () => {
  it('moves every link into one reply at the end', () => {
    expect(
      moveLinksToReply(['Read 😀 https://a.example.com/x now', 'More at https://b.example.com']),
    ).toEqual(['Read 😀 now', 'More at', 'https://a.example.com/x\nhttps://b.example.com']);
  });

  it('drops parts that held only a link and leaves link-free parts alone', () => {
    expect(moveLinksToReply(['Intro', 'https://a.example.com'])).toEqual([
      'Intro',
      'https://a.example.com',
    ]);
    expect(moveLinksToReply(['No links'])).toEqual(['No links']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  engagementRate,
  engagementsOf,
  sumFigures,
  ZERO_FIGURES,
  type PostFigures,
} from './figures';

const part = (over: Partial<PostFigures>): PostFigures => ({ ...ZERO_FIGURES, ...over });

describe('figures', () => {
  it('sums parts figure by figure', () => {
    const total = sumFigures([
      part({ impressions: 1000, likes: 30, reposts: 4, replies: 2, quotes: 1, bookmarks: 6 }),
      part({ impressions: 400, likes: 9, reposts: 1, replies: 3, quotes: 0, bookmarks: 2 }),
    ]);
    expect(total).toEqual({
      impressions: 1400,
      likes: 39,
      reposts: 5,
      replies: 5,
      quotes: 1,
      bookmarks: 8,
      linkClicks: null,
      profileClicks: null,
    });
  });

  it('keeps clicks unreported only when no part reports them', () => {
    const total = sumFigures([part({ linkClicks: 7 }), part({}), part({ profileClicks: 3 })]);
    expect(total.linkClicks).toBe(7);
    expect(total.profileClicks).toBe(3);
    expect(sumFigures([]).linkClicks).toBeNull();
  });

  it('counts engagements with link and profile clicks where reported', () => {
    const base = { likes: 10, reposts: 2, replies: 3, quotes: 1, bookmarks: 4 };
    expect(engagementsOf(part(base))).toBe(20);
    expect(engagementsOf(part({ ...base, linkClicks: 5, profileClicks: 6 }))).toBe(31);
  });

  it('divides engagements by impressions, 0 without impressions', () => {
    expect(engagementRate(25, 1000)).toBe(0.025);
    expect(engagementRate(3, 0)).toBe(0);
  });
});

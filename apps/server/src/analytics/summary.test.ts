import { THREAD_FORMATS, TWEET_FORMATS, ZERO_FIGURES, type PostFigures } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { summarise, type PartRow, type PublicationRow } from './summary';

const figures = (over: Partial<PostFigures>): PostFigures => ({ ...ZERO_FIGURES, ...over });
const part = (
  position: number,
  over: Partial<PostFigures>,
  readAt = '2026-11-20T10:00:00Z',
): PartRow => ({
  position,
  xPostId: `x${position}-${Math.random()}`,
  text: `part ${position}`,
  url: null,
  figures: figures(over),
  readAt: new Date(readAt),
  simulated: false,
});

let next = 0;
const publication = (over: Partial<PublicationRow>): PublicationRow => {
  next += 1;
  return {
    id: `pub${next}`,
    postId: `post${next}`,
    imported: false,
    kind: 'tweet',
    format: TWEET_FORMATS[0]!.template,
    voice: 'casual',
    publishedAt: new Date(`2026-11-1${next % 9}T09:00:00Z`),
    localDate: `2026-11-1${next % 9}`,
    weekday: 1,
    hour: 9,
    network: 'x',
    accountId: 'account-1',
    reportsImpressions: true,
    parts: [part(1, { impressions: 100, likes: 5 })],
    ...over,
  };
};

describe('summarise', () => {
  it('makes a publication the sum of its parts, with engagements and rate', () => {
    const thread = publication({
      kind: 'thread',
      format: THREAD_FORMATS[0]!.template,
      parts: [
        part(2, { impressions: 600, likes: 6, reposts: 1, bookmarks: 2 }),
        part(1, { impressions: 1000, likes: 30, reposts: 4, replies: 2, quotes: 1, linkClicks: 3 }),
      ],
    });
    const { publications, totals } = summarise([thread]);
    const [only] = publications;
    expect(only).toMatchObject({
      impressions: 1600,
      likes: 36,
      reposts: 5,
      replies: 2,
      quotes: 1,
      bookmarks: 2,
      linkClicks: 3,
      engagements: 49,
      engagementRate: 49 / 1600,
      formatName: THREAD_FORMATS[0]!.name,
      excerpt: 'part 1',
    });
    expect(only!.parts.map((p) => p.position)).toEqual([1, 2]);
    expect(totals).toEqual({
      publications: 1,
      impressions: 1600,
      likes: 36,
      reposts: 5,
      replies: 2,
      quotes: 1,
      bookmarks: 2,
      engagements: 49,
      engagementRate: 49 / 1600,
    });
  });

  it('counts a part never read as zero and a period without impressions at rate 0', () => {
    const unread: PartRow = { ...part(1, {}), figures: null, readAt: null };
    const result = summarise([publication({ parts: [unread] })]);
    expect(result.totals).toMatchObject({ publications: 1, impressions: 0, engagementRate: 0 });
    expect(result.publications[0]!.parts[0]!.readAt).toBeNull();
    expect(result.lastReadAt).toBeNull();
  });

  it('adds up days, formats, tones and hours with how many posts each rests on', () => {
    const rows = [
      publication({ localDate: '2026-11-02', voice: 'funny', weekday: 1, hour: 9 }),
      publication({
        localDate: '2026-11-02',
        voice: 'funny',
        weekday: 1,
        hour: 9,
        parts: [part(1, { impressions: 300, likes: 10 })],
      }),
      publication({
        localDate: '2026-11-01',
        voice: 'casual',
        format: 'my own template',
        weekday: 7,
        hour: 22,
        parts: [part(1, { impressions: 50, replies: 1 })],
      }),
    ];
    const result = summarise(rows);
    expect(result.daily).toEqual([
      { date: '2026-11-01', impressions: 50, engagements: 1 },
      { date: '2026-11-02', impressions: 400, engagements: 15 },
    ]);
    expect(result.byTone).toEqual([
      {
        voice: 'funny',
        posts: 2,
        impressions: 400,
        engagements: 15,
        engagementRate: 15 / 400,
        impressionsPerPost: 200,
      },
      {
        voice: 'casual',
        posts: 1,
        impressions: 50,
        engagements: 1,
        engagementRate: 1 / 50,
        impressionsPerPost: 50,
      },
    ]);
    expect(result.byFormat.map((f) => [f.format, f.posts])).toEqual([
      [TWEET_FORMATS[0]!.name, 2],
      ['Custom', 1],
    ]);
    expect(result.byHour).toEqual([
      expect.objectContaining({ weekday: 1, hour: 9, posts: 2 }),
      expect.objectContaining({ weekday: 7, hour: 22, posts: 1 }),
    ]);
  });

  it('measures drop-off against the same threads first parts', () => {
    const rows = [
      publication({
        kind: 'thread',
        parts: [
          part(1, { impressions: 1000 }),
          part(2, { impressions: 500 }),
          part(3, { impressions: 250 }),
        ],
      }),
      publication({
        kind: 'thread',
        parts: [part(1, { impressions: 200 }), part(2, { impressions: 150 })],
      }),
      publication({ kind: 'tweet', parts: [part(1, { impressions: 5000 })] }),
    ];
    expect(summarise(rows).dropOff).toEqual([
      { position: 1, threads: 2, impressions: 1200, retention: 1 },
      { position: 2, threads: 2, impressions: 650, retention: 650 / 1200 },
      { position: 3, threads: 1, impressions: 250, retention: 0.25 },
    ]);
  });

  it('lists publications newest first and says when figures were last read', () => {
    const older = publication({ publishedAt: new Date('2026-11-01T00:00:00Z') });
    const newer = publication({
      publishedAt: new Date('2026-11-03T00:00:00Z'),
      parts: [{ ...part(1, {}, '2026-11-21T08:00:00Z'), simulated: true }],
    });
    const result = summarise([older, newer]);
    expect(result.publications.map((p) => p._id)).toEqual([newer.id, older.id]);
    expect(result.lastReadAt).toBe('2026-11-21T08:00:00.000Z');
    expect(result.anySimulated).toBe(true);
  });

  it('gives no rate where a network reports no impressions, and never mixes networks in one', () => {
    const onX = publication({ parts: [part(1, { impressions: 200, likes: 10 })] });
    const onBluesky = publication({
      network: 'bluesky',
      reportsImpressions: false,
      parts: [part(1, { impressions: null, likes: 30, reposts: 2 })],
    });
    const unread = publication({
      network: 'mastodon',
      reportsImpressions: false,
      parts: [{ ...part(1, {}), figures: null, readAt: null }],
    });
    const { publications, totals } = summarise([onX, onBluesky, unread]);
    const rateOf = (id: string) => publications.find((p) => p._id === id)!.engagementRate;
    expect(rateOf(onX.id)).toBe(10 / 200);
    expect(rateOf(onBluesky.id)).toBeNull();
    expect(rateOf(unread.id)).toBeNull();
    expect(publications.find((p) => p._id === onBluesky.id)!.impressions).toBeNull();
    // Bluesky's 32 engagements count, but the rate rests on X's post alone.
    expect(totals.engagements).toBe(42);
    expect(totals.engagementRate).toBe(10 / 200);
    expect(summarise([onBluesky]).totals.engagementRate).toBeNull();
    // Impressions per post over the posts that report them: X's one post, not all three.
    const [hour] = summarise([onX, onBluesky, unread]).byHour;
    expect(hour).toMatchObject({ posts: 3, impressions: 200, impressionsPerPost: 200 });
  });
});

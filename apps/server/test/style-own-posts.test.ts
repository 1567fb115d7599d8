import { describe, expect, it } from 'vitest';
import { metricSnapshots } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { ownPostsOf } from '../src/style/own-posts';
import { signIn, useTestApp } from './support/app';
import { accountOf, ownPost } from './support/own-posts';
import { me } from './support/requests';

const app = useTestApp();

describe('the person’s own posts', () => {
  it('carry each part’s latest read, its exact time, and no figures before a read; on one account or all', async () => {
    const userId = (await me(app, await signIn(app)))._id;
    const [first, second] = [await accountOf(app, userId), await accountOf(app, userId)];
    const postedAt = new Date('2026-10-01T09:15:42.123Z');
    const read = await ownPost(app, {
      userId,
      accountId: first,
      text: 'Read twice, “quoted” & new\nline',
      postedAt,
      figures: { impressions: null, likes: 3 },
    });
    const [, publicationId] = read.split(':');
    await app.deps.db.insert(metricSnapshots).values({
      id: newId(),
      userId,
      publicationId: publicationId!,
      position: 1,
      xPostId: 'later-read',
      readAt: new Date('2026-10-20T00:00:00Z'),
      impressions: 400,
      likes: 9,
      reposts: 1,
      replies: 2,
      quotes: 0,
      bookmarks: 1,
      linkClicks: 4,
    });
    const unread = await ownPost(app, {
      userId,
      accountId: second,
      text: 'Not read yet',
      postedAt: new Date('2026-10-02T00:00:00Z'),
    });

    const all = await ownPostsOf(app.deps.db, { userId });
    expect(all.map((post) => post.id)).toEqual([read, unread]);
    expect(all[0]).toEqual({
      id: read,
      source: 'published',
      accountId: first,
      text: 'Read twice, “quoted” & new\nline',
      postedAt,
      figures: {
        impressions: 400,
        likes: 9,
        reposts: 1,
        replies: 2,
        quotes: 0,
        bookmarks: 1,
        linkClicks: 4,
        profileClicks: null,
      },
      engagements: 17,
      engagementRate: 17 / 400,
    });
    expect(all[1]).toMatchObject({ figures: null, engagements: 0, engagementRate: null });

    const onSecond = await ownPostsOf(app.deps.db, { userId, accountId: second, withText: false });
    expect(onSecond).toEqual([expect.objectContaining({ id: unread, text: '' })]);
  });
});

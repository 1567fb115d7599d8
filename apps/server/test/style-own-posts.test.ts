import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importedPosts, metricSnapshots, publicationParts, styleSettings } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { ownPostsOf } from '../src/style/own-posts';
import { styleBasisOf } from '../src/style/own-posts-query';
import { signIn, useTestApp } from './support/app';
import { accountOf, importedOwnPost, ownPost } from './support/own-posts';
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

  it('are counted by the style basis as they are read: the same posts, up to the count asked', async () => {
    const userId = (await me(app, await signIn(app)))._id;
    const accountId = await accountOf(app, userId);
    const basis = (enough: number) => styleBasisOf(app.deps.db, { userId, enough });
    expect(await basis(20)).toEqual({ enabled: true, posts: 0 });

    const day = (n: number) => new Date(Date.UTC(2026, 9, n));
    const published: string[] = [];
    for (let n = 1; n <= 12; n++) {
      published.push(
        await ownPost(app, { userId, accountId, text: `Published ${n}`, postedAt: day(n) }),
      );
    }
    const imported: string[] = [];
    for (let n = 1; n <= 10; n++) {
      imported.push(
        await importedOwnPost(app, { userId, accountId, text: `Imported ${n}`, postedAt: day(n) }),
      );
    }
    // The history holds a post that also went out through Quillpost: it is one post, not two.
    const idOf = (styleId: string) => styleId.split(':')[1]!;
    const [sent] = await app.deps.db
      .select()
      .from(publicationParts)
      .where(eq(publicationParts.publicationId, idOf(published[0]!)));
    await app.deps.db
      .update(importedPosts)
      .set({ remoteId: sent!.xPostId! })
      .where(eq(importedPosts.id, idOf(imported[0]!)));
    // A part that has not gone out is no post yet.
    await app.deps.db
      .update(publicationParts)
      .set({ status: 'pending', xPostId: null })
      .where(eq(publicationParts.publicationId, idOf(published[1]!)));

    const own = await ownPostsOf(app.deps.db, { userId });
    expect(own).toHaveLength(20);
    expect(await basis(50)).toEqual({ enabled: true, posts: 20 });
    expect(await basis(19)).toEqual({ enabled: true, posts: 19 });

    await app.deps.db.insert(styleSettings).values({ userId, enabled: false, updatedAt: day(20) });
    expect(await basis(50)).toEqual({ enabled: false, posts: 20 });
  });
});

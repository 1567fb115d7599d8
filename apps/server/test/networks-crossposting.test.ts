import { describe, expect, it } from 'vitest';
import {
  NETWORK_KEYS,
  type AnalyticsResponse,
  type NetworkKey,
  type Publication,
} from '@quillpost/shared';
import { bearer } from './support/app';
import { threadProblems } from './support/network-views';
import { personOnEveryNetwork } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { savePost, schedule, settled, thread, waitFor, waitUntil } from './support/publishing';

const { fakes, app, views } = useNetworksServer();

const analytics = async (token: string) =>
  (
    await app.inject({ url: '/api/v0/analytics', headers: bearer(token) })
  ).json() as AnalyticsResponse;

describe('one thread cross-posted to X, Bluesky and Mastodon', () => {
  it('goes out once on each network as a reply chain, and its figures are read from each', async () => {
    const person = await personOnEveryNetwork(app, fakes);
    expect(Object.values(person.accounts).map((a) => [a.network, a.status])).toEqual([
      ['x', 'connected'],
      ['bluesky', 'connected'],
      ['mastodon', 'connected'],
    ]);
    const points = ['Small pull requests review fast.', 'They revert cleanly.', 'They ship daily.'];
    const postId = await savePost(app, person.userId, 'thread', thread(points, '🧵 Ship small'));

    const scheduled = [];
    for (const network of NETWORK_KEYS) {
      const accountId = person.accounts[network]._id;
      const response = await schedule(app, person.token, { postId, publishAt: 'now', accountId });
      expect(response.statusCode, response.body).toBe(201);
      const { publication } = response.json() as { publication: Publication };
      expect(publication).toMatchObject({ accountId, network, status: 'scheduled' });
      expect(publication.parts).toHaveLength(3);
      scheduled.push(publication);
    }

    const published = await Promise.all(
      scheduled.map((publication) => waitFor(app, person.token, publication._id, settled)),
    );
    const [x, bluesky, mastodon] = published as [Publication, Publication, Publication];
    for (const done of published) {
      const view = views[done.network as NetworkKey];
      expect(done.status, done.error ?? '').toBe('published');
      expect(threadProblems(view, done)).toEqual([]);
      for (const part of done.parts) expect(view.attemptsOf(part.text)).toBe(1);
    }
    expect(x.parts[0]!.url).toMatch(/\/ada_x_\d+\/status\/\d+$/);
    expect(bluesky.parts[0]!.url).toMatch(
      /^https:\/\/bsky\.app\/profile\/ada-\d+\.bsky\.social\/post\//,
    );
    const { url, account } = fakes.mastodon;
    expect(mastodon.parts[0]!.url).toBe(
      `${url}/@${account.username}/${mastodon.parts[0]!.xPostId}`,
    );

    // What people did with the posts since: X counts views; Bluesky and Mastodon do not.
    for (const [i, part] of x.parts.entries()) {
      fakes.xMetrics.figures.set(part.xPostId!, {
        impressions: 1000 - 100 * i,
        likes: 10 - i,
        reposts: 2,
        replies: 1,
        quotes: 0,
        bookmarks: 1,
      });
    }
    for (const part of bluesky.parts) fakes.bluesky.setCounts(part.xPostId!, { likeCount: 4 });
    for (const part of mastodon.parts) fakes.mastodon.setCounts(part.xPostId!, { favourites: 3 });

    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v0/analytics/refresh',
      headers: bearer(person.token),
    });
    expect(refresh.statusCode).toBe(202);
    await waitUntil(
      async () => {
        const { publications } = await analytics(person.token);
        return (
          publications.length === 3 &&
          publications.every((p) => p.parts.every((part) => part.readAt))
        );
      },
      'a figures read of every part',
      30_000,
    );

    const body = await analytics(person.token);
    expect(body.simulated).toBe(false);
    const byNetwork = Object.fromEntries(body.publications.map((p) => [p.network, p]));
    expect(Object.keys(byNetwork).sort()).toEqual(['bluesky', 'mastodon', 'x']);
    expect(byNetwork.x).toMatchObject({ impressions: 2700, likes: 27, reposts: 6 });
    expect(byNetwork.x?.engagementRate).toBeGreaterThan(0);
    expect(byNetwork.bluesky).toMatchObject({ impressions: null, likes: 12, engagementRate: null });
    // Replies are counted from the thread itself: each part but the last has one.
    expect(byNetwork.bluesky?.replies).toBe(2);
    expect(byNetwork.mastodon).toMatchObject({ impressions: null, likes: 9, engagementRate: null });
    expect(byNetwork.mastodon?.replies).toBe(2);
    for (const network of NETWORK_KEYS) {
      expect(byNetwork[network]!.accountId).toBe(person.accounts[network]._id);
    }
  });
});

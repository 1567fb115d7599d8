import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { newId } from '../src/lib/ids';
import { claim, type Lease } from '../src/publications/worker-repository';
import { bearer } from './support/app';
import {
  connectedUser,
  getPublication,
  savePost,
  schedule,
  usePublishingApp,
} from './support/publishing';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('deleting a post that has a publication', () => {
  // Every race round signs a new person in.
  const publishing = usePublishingApp({ env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '1000' } });

  /** A tweet of a connected user, scheduled an hour ahead. */
  async function scheduledTweet(text: string) {
    const { token, userId } = await connectedUser(publishing.app, publishing.fake);
    const postId = await savePost(publishing.app, userId, 'tweet', text);
    const created = await schedule(publishing.app, token, { postId, publishAt: inHours(1) });
    expect(created.statusCode).toBe(201);
    const { publication } = created.json() as { publication: Publication };
    return { token, postId, publication };
  }
  const deletePost = (token: string, postId: string) =>
    publishing.app.inject({
      method: 'DELETE',
      url: `/api/v0/posts/tweets/${postId}`,
      headers: bearer(token),
    });
  /** What a worker does when the publication falls due: claim it, if it still may go out. */
  const workerClaims = (publication: Publication) => {
    const lease: Lease = { publicationId: publication._id, token: newId(), seconds: 30 };
    const due = new Date(Date.parse(publication.publishAt) + 1000);
    return claim(publishing.app.deps.db, lease, due, 60_000);
  };
  const tweetIds = async (token: string) =>
    (
      (
        await publishing.app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) })
      ).json() as { tweets: { _id: string }[] }
    ).tweets.map((tweet) => tweet._id);

  it('cancels its scheduled publication, which then never goes out', async () => {
    const { token, postId, publication } = await scheduledTweet('Deleted before its time.');
    expect((await deletePost(token, postId)).statusCode).toBe(204);
    expect((await getPublication(publishing.app, token, publication._id)).status).toBe('canceled');
    expect(await workerClaims(publication)).toBeNull();
    expect(await tweetIds(token)).not.toContain(postId);
  });

  it('is refused with a 409 naming the publication while it is going out, changing nothing', async () => {
    const { token, postId, publication } = await scheduledTweet('Going out right now.');
    expect(await workerClaims(publication)).not.toBeNull();
    const refused = await deletePost(token, postId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining(publication._id),
      publicationId: publication._id,
    });
    expect(await tweetIds(token)).toContain(postId);
    expect((await getPublication(publishing.app, token, publication._id)).status).toBe(
      'publishing',
    );
  });

  it('and a worker claiming it at the same moment: one of them wins, never both', async () => {
    for (let round = 0; round < 12; round++) {
      const { token, postId, publication } = await scheduledTweet(`Race number ${round}.`);
      // The claim starts a few turns of the event loop later each round, so that it meets the
      // deletion at different points of its transaction.
      const [deleted, claimed] = await Promise.all([
        deletePost(token, postId),
        (async () => {
          for (let turn = 0; turn < round * 4; turn++) await setImmediate();
          return workerClaims(publication);
        })(),
      ]);
      const status = (await getPublication(publishing.app, token, publication._id)).status;
      if (deleted.statusCode === 204) {
        expect(claimed, `round ${round}`).toBeNull();
        expect(status).toBe('canceled');
        expect(await tweetIds(token)).not.toContain(postId);
      } else {
        expect(deleted.statusCode, `round ${round}`).toBe(409);
        expect(claimed).not.toBeNull();
        expect(status).toBe('publishing');
        expect(await tweetIds(token)).toContain(postId);
      }
    }
  });

  it('and a publication created at the same moment: none is left to go out', async () => {
    for (let round = 0; round < 12; round++) {
      const { token, userId } = await connectedUser(publishing.app, publishing.fake);
      const postId = await savePost(
        publishing.app,
        userId,
        'tweet',
        `Created while deleted ${round}.`,
      );
      const [deleted, created] = await Promise.all([
        (async () => {
          for (let turn = 0; turn < round * 4; turn++) await setImmediate();
          return deletePost(token, postId);
        })(),
        schedule(publishing.app, token, { postId, publishAt: inHours(1) }),
      ]);
      expect(deleted.statusCode, `round ${round}`).toBe(204);
      if (created.statusCode === 201) {
        const { publication } = created.json() as { publication: Publication };
        const status = (await getPublication(publishing.app, token, publication._id)).status;
        expect(status, `round ${round}`).toBe('canceled');
      } else {
        expect(created.statusCode, `round ${round}`).toBe(404);
      }
    }
  });

  it('deletes a post whose publications are over, keeping them on record', async () => {
    const { token, postId, publication } = await scheduledTweet('Canceled, then deleted.');
    await publishing.app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${publication._id}`,
      headers: bearer(token),
    });
    expect((await deletePost(token, postId)).statusCode).toBe(204);
    expect((await getPublication(publishing.app, token, publication._id)).status).toBe('canceled');
  });
});

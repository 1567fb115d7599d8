import { textRules } from '@quillpost/shared';
import type { NetworkContext } from '../context';
import { NetworkError, type Network } from '../network';
import { sessionOf } from './credentials';
import { readAnswer, statusUrl, ZStatus } from './entities';
import { createRealConnect } from './real-connect';
import { FIGURES_BATCH_SIZE, findSent, readFigures, readHistory } from './real-reads';
import { createRegistrations } from './registration';
import { uploadToInstance } from './media-upload';

/** Mastodon itself: any instance a person names, reached through the guarded fetch. */
export function createRealMastodon(context: NetworkContext): Network {
  const { connect, refresh, revoke } = createRealConnect(context, createRegistrations(context));
  const open = (session: Parameters<Network['post']>[0]) =>
    sessionOf(session, context.userAddressFetch);

  return {
    key: 'mastodon',
    provider: 'real',
    connect,
    rules: ({ maxLength }) => textRules('mastodon', { maxLength }),
    refresh,
    revoke,
    mediaBlocked: () => null,
    uploadMedia: (session, media) => uploadToInstance(open(session), media, context.now),
    async post(session, input) {
      const { http, accessToken } = open(session);
      const { body } = await http.request({
        method: 'POST',
        path: '/api/v1/statuses',
        accessToken,
        // Mastodon answers a repeat of the key within the hour with the status first made.
        headers: { 'Idempotency-Key': input.sendKey },
        json: {
          status: input.text,
          ...(input.replyTo ? { in_reply_to_id: input.replyTo.parent.id } : {}),
          ...(input.media?.length ? { media_ids: input.media.map((media) => media.id) } : {}),
        },
        creates: true,
      });
      const status = readAnswer(
        ZStatus,
        body,
        () =>
          new NetworkError('outcome_unknown', `${http.host} answered the post without a status`),
      );
      return { id: status.id, url: statusUrl(status) };
    },
    repostBlocked: () => null,
    async repost(session, input) {
      const { http, accessToken } = open(session);
      // Mastodon keeps one reblog per account and status, and answers it again when asked twice.
      const { body } = await http.request({
        method: 'POST',
        path: `/api/v1/statuses/${encodeURIComponent(input.post.id)}/reblog`,
        accessToken,
        creates: true,
      });
      const reblog = readAnswer(
        ZStatus,
        body,
        () =>
          new NetworkError('outcome_unknown', `${http.host} answered the boost without a status`),
      );
      return { id: reblog.id, url: statusUrl(reblog) };
    },
    findSent: (session, input) => findSent(open(session), input),
    readFigures: (session, posts) =>
      readFigures(
        open(session),
        posts.map((post) => post.id),
      ),
    figuresBatchSize: FIGURES_BATCH_SIZE,
    reportsImpressions: false,
    readHistory: (session, input) => readHistory(open(session), input),
  };
}

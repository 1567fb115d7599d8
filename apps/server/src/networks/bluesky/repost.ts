import type { NetworkContext } from '../context';
import { NetworkError, type AccountSession, type RemotePost, type RepostInput } from '../network';
import { asAccount, atBluesky, blueskyCredentials, publicly } from './agent';
import { networkErrorOf, neverSent } from './failures';
import { recordKeyOf } from './record-key';

export const REPOST_COLLECTION = 'app.bsky.feed.repost';

/** Where a repost record is seen: the post it reposts, since Bluesky shows no page of its own. */
const repostOf = (uri: string, input: RepostInput): RemotePost => ({
  id: uri,
  url: input.post.url,
});

/**
 * Reposts at the record key the send key names, so however often it is asked the account holds
 * one repost record of this post: a create at a taken key fails, and after any failure that may
 * have made the record the key is looked up before anything else is decided.
 */
export async function createRepost(
  context: NetworkContext,
  session: AccountSession,
  input: RepostInput,
): Promise<RemotePost> {
  const credentials = blueskyCredentials(session.credentials);
  if (!input.post.ref) {
    throw new NetworkError(
      'rejected',
      `A Bluesky repost needs the content hash of ${input.post.id}`,
    );
  }
  const rkey = recordKeyOf(input.sendKey);
  const record = {
    $type: REPOST_COLLECTION,
    subject: { uri: input.post.id, cid: input.post.ref },
    createdAt: context.now().toISOString(),
  };
  try {
    const { data } = await atBluesky(context, asAccount(credentials), (agent) =>
      agent.com.atproto.repo.createRecord({
        repo: credentials.did,
        collection: REPOST_COLLECTION,
        rkey,
        record,
      }),
    );
    return repostOf(data.uri, input);
  } catch (error) {
    const failure = networkErrorOf(error, { creates: true });
    if (failure.kind !== 'outcome_unknown' && (failure.kind !== 'unavailable' || neverSent(error)))
      throw failure;
    const found = await atBluesky(context, publicly(credentials), (agent) =>
      agent.com.atproto.repo.getRecord({
        repo: credentials.did,
        collection: REPOST_COLLECTION,
        rkey,
      }),
    ).catch((lookup: unknown) => {
      if ((lookup as { error?: unknown }).error === 'RecordNotFound') return null;
      throw failure;
    });
    if (!found) {
      // Nothing at the key: asking again is safe, since the key keeps a second record out.
      throw new NetworkError(
        'unavailable',
        `${failure.message}; Bluesky holds no repost at ${rkey}`,
      );
    }
    return repostOf(found.data.uri, input);
  }
}

import type { NetworkContext } from '../context';
import {
  NetworkError,
  type AccountSession,
  type FindSentInput,
  type PostInput,
  type RemotePost,
} from '../network';
import {
  asAccount,
  atBluesky,
  blueskyCredentials,
  publicly,
  type BlueskyCredentials,
} from './agent';
import { networkErrorOf, neverSent } from './failures';
import { postText, shownText } from './post-text';
import { recordKeyOf } from './record-key';
import { imagesEmbed } from './media';

export const POST_COLLECTION = 'app.bsky.feed.post';

/** Where a post is seen on Bluesky's web app: its author's handle and its record key. */
export function postUrl(handle: string, uri: string): string {
  const rkey = uri.slice(uri.lastIndexOf('/') + 1);
  return `https://bsky.app/profile/${encodeURIComponent(handle)}/post/${encodeURIComponent(rkey)}`;
}

const remotePost = (handle: string, uri: string, cid: string): RemotePost => ({
  id: uri,
  url: postUrl(handle, uri),
  ref: cid,
});

function strongRef(post: RemotePost) {
  if (!post.ref) {
    throw new NetworkError('rejected', `A Bluesky reply needs the content hash of ${post.id}`);
  }
  return { uri: post.id, cid: post.ref };
}

/** The post at the record key, or null when Bluesky holds none there. */
async function recordAt(
  context: NetworkContext,
  credentials: BlueskyCredentials,
  rkey: string,
): Promise<{ uri: string; cid: string; text: string } | null> {
  try {
    const { data } = await atBluesky(context, publicly(credentials), (agent) =>
      agent.com.atproto.repo.getRecord({
        repo: credentials.did,
        collection: POST_COLLECTION,
        rkey,
      }),
    );
    const text = (data.value as { text?: unknown }).text;
    return { uri: data.uri, cid: data.cid ?? '', text: typeof text === 'string' ? text : '' };
  } catch (error) {
    if ((error as { error?: unknown }).error === 'RecordNotFound') return null;
    throw networkErrorOf(error);
  }
}

/**
 * Posts the part at the record key its send key names, so a resend can never post it twice: a
 * create at a taken key fails (a bare 500 on the reference PDS). After any 5xx or a connection
 * that broke, the key is looked up before deciding: the post there with this text is the part.
 */
export async function createPost(
  context: NetworkContext,
  session: AccountSession,
  input: PostInput,
): Promise<RemotePost> {
  const credentials = blueskyCredentials(session.credentials);
  const rkey = recordKeyOf(input.sendKey);
  // Mentions resolve without the access token, so an expired one costs no mention facets.
  const { text, facets } = await atBluesky(context, publicly(credentials), (agent) =>
    postText(agent, input.text),
  );
  const record = {
    $type: POST_COLLECTION,
    text,
    ...(facets.length > 0 ? { facets } : {}),
    ...(input.media?.length ? { embed: imagesEmbed(input.media) } : {}),
    ...(input.replyTo
      ? { reply: { root: strongRef(input.replyTo.root), parent: strongRef(input.replyTo.parent) } }
      : {}),
    createdAt: context.now().toISOString(),
  };
  try {
    const { data } = await atBluesky(context, asAccount(credentials), (agent) =>
      agent.com.atproto.repo.createRecord({
        repo: credentials.did,
        collection: POST_COLLECTION,
        rkey,
        record,
      }),
    );
    return remotePost(credentials.handle, data.uri, data.cid);
  } catch (error) {
    const failure = networkErrorOf(error, { creates: true });
    const mayExist =
      failure.kind === 'outcome_unknown' || (failure.kind === 'unavailable' && !neverSent(error));
    if (!mayExist) throw failure;
    const found = await recordAt(context, credentials, rkey).catch(() => {
      throw failure;
    });
    if (!found) {
      // Nothing at the key: sending again is safe, since the key keeps a second create out.
      throw failure.kind === 'outcome_unknown'
        ? new NetworkError('unavailable', `${failure.message}; Bluesky holds no post at ${rkey}`)
        : failure;
    }
    if (found.text !== text) {
      throw new NetworkError('rejected', `Bluesky holds another post at the record key ${rkey}`);
    }
    return remotePost(credentials.handle, found.uri, found.cid);
  }
}

/** The part's post, if a send of unknown outcome made it: the send key names its record. */
export async function findSentPost(
  context: NetworkContext,
  session: AccountSession,
  input: FindSentInput,
): Promise<RemotePost | null> {
  const credentials = blueskyCredentials(session.credentials);
  const rkey = recordKeyOf(input.sendKey);
  const found = await recordAt(context, credentials, rkey);
  if (!found || found.text !== shownText(input.text)) return null;
  return remotePost(credentials.handle, found.uri, found.cid);
}

import { findUser } from './fake-bluesky-accounts';
import { cidOf, nextTid } from './fake-bluesky-ids';
import {
  assertRecordKey,
  assertStorable,
  meetFault,
  POST,
  REPOST,
  takeFault,
} from './fake-bluesky-records';
import type {
  FakeBluesky,
  FakeBlueskyPost,
  FakeBlueskyRepost,
  FakeBlueskyUser,
} from './fake-bluesky-types';
import {
  jsonInput,
  requiredParam,
  XrpcFailure,
  type XrpcRequest,
  type XrpcServer,
} from './fake-bluesky-xrpc';

type Json = Record<string, unknown>;
interface CreateRecordInput {
  repo: string;
  collection: string;
  rkey?: string;
  record: Json;
  validate?: boolean;
}

/**
 * The repository: createRecord (posts and reposts), getRecord, deleteRecord and uploadBlob. A
 * second create at a taken record key answers a bare 500, as the reference PDS does when its
 * insert breaks the unique index; reply references are stored without looking them up.
 */
export function addRepo(
  fake: FakeBluesky,
  xrpc: XrpcServer,
  authenticate: (request: XrpcRequest) => FakeBlueskyUser,
) {
  // Every stored record by its uri, kept with the two lists, which change only through these
  // routes: a create asks whether its key is taken, and a scan of the lists grows with them.
  const byUri = new Map<string, FakeBlueskyPost | FakeBlueskyRepost>();
  const find = (uri: string) => byUri.get(uri);
  const attemptWatchers = new Set<() => void>();

  fake.attemptsOf = (text) => fake.attempts.filter((attempt) => attempt === text).length;
  fake.waitForAttempts = (text, count = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (fake.attemptsOf(text) < count) return;
        attemptWatchers.delete(check);
        resolve();
      };
      attemptWatchers.add(check);
      check();
    });

  /** The signed-in user's own repository, named by did or handle. */
  const ownRepo = (user: FakeBlueskyUser, repo: string) => {
    const owner = findUser(fake, repo);
    if (!owner) throw new XrpcFailure(400, 'InvalidRequest', `Could not find repo: ${repo}`);
    if (owner.did !== user.did) {
      throw new XrpcFailure(401, 'AuthenticationRequired', 'Authentication Required');
    }
  };
  const commit = () => ({ cid: cidOf(nextTid(), 'dag-cbor'), rev: nextTid() });

  xrpc.route('POST', 'com.atproto.repo.createRecord', async (request) => {
    const user = authenticate(request);
    const input = jsonInput<CreateRecordInput>(request, ['repo', 'collection', 'record']);
    if (typeof input.record !== 'object' || input.record === null) {
      throw new XrpcFailure(400, 'InvalidRequest', 'Input/record must be an object');
    }
    if (input.rkey !== undefined) assertRecordKey(input.rkey);
    const text = typeof input.record.text === 'string' ? input.record.text : '';
    if (input.collection === POST) {
      fake.attempts.push(text);
      attemptWatchers.forEach((check) => check());
    }
    const fault = takeFault(fake.faults, text);
    if (fault) await meetFault(fault);
    ownRepo(user, input.repo);
    if (input.collection !== POST && input.collection !== REPOST) {
      throw new XrpcFailure(400, 'InvalidRequest', `The fake stores only ${POST} and ${REPOST}`);
    }
    const record: Json = { ...input.record, $type: input.record.$type ?? input.collection };
    const uploaded = fake.blobs.filter((blob) => blob.ownerDid === user.did);
    assertStorable(input.collection, record, input.validate, uploaded);
    const rkey = input.rkey ?? nextTid();
    const uri = `at://${user.did}/${input.collection}/${rkey}`;
    // A key the fake made is new by construction; only one the caller chose can be taken.
    if (input.rkey !== undefined && find(uri)) {
      throw new XrpcFailure(500, 'InternalServerError', 'Internal Server Error');
    }
    const cid = cidOf(JSON.stringify(record), 'dag-cbor');
    if (input.collection === POST) {
      const post = postOf(uri, cid, rkey, user, record);
      fake.posts.push(post);
      byUri.set(uri, post);
    } else {
      const repost = repostOf(uri, cid, user, record);
      fake.reposts.push(repost);
      byUri.set(uri, repost);
    }
    if (fault?.kind === 'lost_answer') return { drop: true };
    const validationStatus = input.validate === false ? {} : { validationStatus: 'valid' };
    return { body: { uri, cid, commit: commit(), ...validationStatus } };
  });

  xrpc.route('POST', 'com.atproto.repo.deleteRecord', (request) => {
    const user = authenticate(request);
    const input = jsonInput<{ repo: string; collection: string; rkey: string }>(request, [
      'repo',
      'collection',
      'rkey',
    ]);
    ownRepo(user, input.repo);
    const uri = `at://${user.did}/${input.collection}/${input.rkey}`;
    if (!find(uri)) return { body: {} };
    byUri.delete(uri);
    for (const list of [fake.posts, fake.reposts]) {
      const index = list.findIndex((entry) => entry.uri === uri);
      if (index >= 0) list.splice(index, 1);
    }
    return { body: { commit: commit() } };
  });

  xrpc.route('GET', 'com.atproto.repo.getRecord', (request) => {
    const repo = requiredParam(request, 'repo');
    const collection = requiredParam(request, 'collection');
    const rkey = requiredParam(request, 'rkey');
    const uri = `at://${findUser(fake, repo)?.did ?? repo}/${collection}/${rkey}`;
    const found = find(uri);
    const cid = request.params.get('cid');
    if (!found || (cid && cid !== found.cid)) {
      throw new XrpcFailure(400, 'RecordNotFound', `Could not locate record: ${uri}`);
    }
    return { body: { uri, cid: found.cid, value: found.record } };
  });

  // The reference PDS takes bigger uploads and refuses an image over the lexicon's size when a
  // post embeds it; refusing at upload keeps the fake to one place for the limit.
  xrpc.route('POST', 'com.atproto.repo.uploadBlob', (request) => {
    const user = authenticate(request);
    const fault = fake.uploadFaults.shift();
    if (fault === 'unavailable') {
      throw new XrpcFailure(503, 'NotEnoughResources', 'Service Unavailable');
    }
    const size = request.body.length;
    if (size > fake.maxBlobBytes) {
      throw new XrpcFailure(
        400,
        'BlobTooLarge',
        `This file is too large. It is ${size} bytes but the maximum size is ${fake.maxBlobBytes} bytes.`,
      );
    }
    const mimeType = request.headers['content-type'] ?? 'application/octet-stream';
    const cid = cidOf(request.body, 'raw');
    fake.blobs.push({ cid, mimeType, size, ownerDid: user.did });
    if (fault === 'lost_answer') return { drop: true };
    return { body: { blob: { $type: 'blob', ref: { $link: cid }, mimeType, size } } };
  });
}

function postOf(uri: string, cid: string, rkey: string, user: FakeBlueskyUser, record: Json) {
  const post: FakeBlueskyPost = {
    uri,
    cid,
    rkey,
    authorDid: user.did,
    text: String(record.text ?? ''),
    record,
    indexedAt: new Date().toISOString(),
  };
  if (record.reply) post.reply = record.reply as FakeBlueskyPost['reply'];
  if (record.facets) post.facets = record.facets as unknown[];
  if (record.embed) post.embed = record.embed;
  return post;
}

function repostOf(uri: string, cid: string, user: FakeBlueskyUser, record: Json) {
  const subject = record.subject as FakeBlueskyRepost['subject'];
  const indexedAt = new Date().toISOString();
  const repost: FakeBlueskyRepost = { uri, cid, authorDid: user.did, subject, record, indexedAt };
  return repost;
}

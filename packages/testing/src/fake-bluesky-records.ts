import type { FakeBlueskyBlob, FakeBlueskyPostFault } from './fake-bluesky-types';
import { XrpcFailure } from './fake-bluesky-xrpc';

/** What the reference PDS checks of a record before it stores it, and the faults tests plant. */

export const POST = 'app.bsky.feed.post';
export const REPOST = 'app.bsky.feed.repost';

const MAX_POST_GRAPHEMES = 300;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const DID = /^did:[a-z]+:[a-zA-Z0-9._:%-]*[a-zA-Z0-9._-]$/;
const RECORD_KEY = /^[a-zA-Z0-9._:~-]{1,512}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isStrongRef = (value: unknown) =>
  isObject(value) && typeof value.uri === 'string' && typeof value.cid === 'string';

export function assertRecordKey(rkey: string) {
  if (!RECORD_KEY.test(rkey) || rkey === '.' || rkey === '..') {
    throw new XrpcFailure(400, 'InvalidRequest', 'Input/rkey must be a valid Record Key');
  }
}

/** Where a record breaks its lexicon, worded like the lexicon's validator; undefined if valid. */
function lexiconProblem(collection: string, record: Json): string | undefined {
  if (typeof record.createdAt !== 'string') return 'Record must have the property "createdAt"';
  if (collection === REPOST) {
    return isStrongRef(record.subject) ? undefined : 'Record must have the property "subject"';
  }
  if (typeof record.text !== 'string') return 'Record must have the property "text"';
  if ([...graphemes.segment(record.text)].length > MAX_POST_GRAPHEMES) {
    return `Record/text must not be longer than ${MAX_POST_GRAPHEMES} graphemes`;
  }
  for (const end of record.reply === undefined ? [] : (['root', 'parent'] as const)) {
    if (!isObject(record.reply) || !isStrongRef(record.reply[end])) {
      return `Record/reply/${end} must be a strong reference (uri and cid)`;
    }
  }
  // RichText.detectFacets leaves a mention it could not resolve with the did ''.
  const facets = Array.isArray(record.facets) ? (record.facets as Json[]) : [];
  for (const [i, facet] of facets.entries()) {
    const features = Array.isArray(facet.features) ? (facet.features as Json[]) : [];
    for (const [j, feature] of features.entries()) {
      if (feature.$type === 'app.bsky.richtext.facet#mention' && !DID.test(String(feature.did))) {
        return `Record/facets/${i}/features/${j}/did must be a valid did`;
      }
    }
  }
  for (const [i, image] of imagesOf(record).entries()) {
    if (typeof image.alt !== 'string')
      return `Record/embed/images/${i} must have the property "alt"`;
  }
  return undefined;
}

function imagesOf(record: Json): Json[] {
  const embed = record.embed;
  if (!isObject(embed) || embed.$type !== 'app.bsky.embed.images') return [];
  return Array.isArray(embed.images) ? (embed.images as Json[]) : [];
}

/** Refuses a record as the reference PDS does: its lexicon, then the blobs it needs uploaded. */
export function assertStorable(
  collection: string,
  record: Json,
  validate: boolean | undefined,
  uploaded: FakeBlueskyBlob[],
) {
  if (record.$type !== collection) {
    throw new XrpcFailure(
      400,
      'InvalidRequest',
      `Invalid $type: expected ${collection}, got ${String(record.$type)}`,
    );
  }
  const problem = validate === false ? undefined : lexiconProblem(collection, record);
  if (problem)
    throw new XrpcFailure(400, 'InvalidRequest', `Invalid ${collection} record: ${problem}`);
  for (const image of imagesOf(record)) {
    const blob = isObject(image.image) ? image.image : {};
    const cid = isObject(blob.ref) ? String(blob.ref.$link) : String(blob.cid);
    if (!uploaded.some((candidate) => candidate.cid === cid)) {
      throw new XrpcFailure(400, 'BlobNotFound', `Could not find blob: ${cid}`);
    }
  }
}

/** Takes out the fault the next record with this text meets, if any. */
export function takeFault(faults: FakeBlueskyPostFault[], text: string) {
  const index = faults.findIndex((fault) => !fault.when || text.includes(fault.when));
  return index >= 0 ? faults.splice(index, 1)[0] : undefined;
}

/** Answers for the fault instead of creating, or waits for a hold to end; `lost_answer` acts later. */
export async function meetFault(fault: FakeBlueskyPostFault) {
  if (fault.kind === 'unavailable') {
    throw fault.status === 502
      ? new XrpcFailure(502, 'UpstreamFailure', 'Upstream Failure')
      : new XrpcFailure(503, 'NotEnoughResources', 'Service Unavailable');
  }
  if (fault.kind === 'rate_limited') {
    throw new XrpcFailure(429, 'RateLimitExceeded', 'Rate Limit Exceeded', {
      'ratelimit-limit': '5000',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(Math.ceil(fault.resetAt.getTime() / 1000)),
      'ratelimit-policy': '5000;w=3600',
    });
  }
  if (fault.kind === 'rejected') throw new XrpcFailure(400, 'InvalidRequest', fault.message);
  if (fault.kind === 'hold') {
    const { until } = fault;
    await (typeof until === 'number'
      ? new Promise((resolve) => setTimeout(resolve, until))
      : Promise.allSettled([until]));
  }
}

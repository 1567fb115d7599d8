import {
  failure,
  recordNotFound,
  withOptionalScope,
  withScope,
  type Answer,
  type MastodonCore,
} from './fake-mastodon-core';
import type { FakeMastodonStatus, FakeMastodonStatuses } from './fake-mastodon-statuses';

/**
 * What the next read of an account's statuses answers instead of the page (after letting `afterReads` reads through): a 429 with the reset
 * time, or a refusal (403, Mastodon's `{ error }`) with this message.
 */
export type FakeMastodonReadFault = { afterReads?: number } & (
  { kind: 'rate_limited'; resetAt: Date } | { kind: 'refused'; message: string }
);

export interface FakeMastodonTimeline {
  readFaults: FakeMastodonReadFault[];
  /** Every read of an account's statuses, with its query as sent. */
  statusReads: URLSearchParams[];
  /** Answer boosts in the pages whatever `exclude_reblogs` says, as an older server might. */
  ignoreExcludeReblogs: boolean;
}

/** The first planted fault, once the reads it lets through have gone. */
function takeReadFault(faults: FakeMastodonReadFault[]) {
  const next = faults[0];
  if (next?.afterReads) {
    next.afterReads -= 1;
    return undefined;
  }
  return faults.shift();
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 40;
// Rails' reading of a boolean parameter.
const truthy = (value: string | null) =>
  value !== null && !['', '0', 'f', 'false', 'off'].includes(value.toLowerCase());
const newestFirst = (a: FakeMastodonStatus, b: FakeMastodonStatus) =>
  BigInt(a.id) < BigInt(b.id) ? 1 : -1;

/**
 * Reading statuses (`GET /api/v1/statuses/:id`, an account's statuses, newest first, in pages
 * linked as Mastodon links them) and boosting them.
 */
export function addTimeline<Core extends MastodonCore & FakeMastodonStatuses>(
  core: Core,
): Core & FakeMastodonTimeline {
  const fake = Object.assign(core, {
    readFaults: [] as FakeMastodonReadFault[],
    statusReads: [] as URLSearchParams[],
    ignoreExcludeReblogs: false,
  });
  const find = (id: string | undefined) => fake.statuses.find((status) => status.id === id);
  const readStatuses = ['read', 'read:statuses'];

  fake.route(
    'GET',
    '/api/v1/statuses/:id',
    withOptionalScope(readStatuses, ({ path }) => {
      const status = find(path.id);
      return status ? { status: 200, body: fake.entity(status) } : recordNotFound();
    }),
  );

  fake.route(
    'GET',
    '/api/v1/accounts/:id/statuses',
    withOptionalScope(readStatuses, ({ path, url }): Answer => {
      if (!fake.accounts.has(path.id!)) return recordNotFound();
      const query = url.searchParams;
      fake.statusReads.push(new URLSearchParams(query));
      const fault = takeReadFault(fake.readFaults);
      if (fault?.kind === 'refused') return failure(403, fault.message);
      if (fault?.kind === 'rate_limited') {
        const headers = {
          'x-ratelimit-limit': '300',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': fault.resetAt.toISOString(),
        };
        return { status: 429, body: { error: 'Too many requests' }, headers };
      }
      const excludeReblogs = truthy(query.get('exclude_reblogs')) && !fake.ignoreExcludeReblogs;
      const limit = query.has('limit')
        ? Math.min(Math.abs(Number.parseInt(query.get('limit')!, 10) || 0), MAX_LIMIT)
        : DEFAULT_LIMIT;
      const bound = (name: string) => (query.has(name) ? BigInt(query.get(name)!) : undefined);
      const [maxId, sinceId, minId] = [bound('max_id'), bound('since_id'), bound('min_id')];
      const matching = fake.statuses
        .filter((status) => status.account.id === path.id)
        .filter((status) => !(excludeReblogs && status.reblogOfId))
        .filter((status) => maxId === undefined || BigInt(status.id) < maxId)
        .filter((status) => sinceId === undefined || BigInt(status.id) > sinceId)
        .filter((status) => minId === undefined || BigInt(status.id) > minId)
        .sort(newestFirst);
      // min_id pages upwards: the oldest statuses above it, still answered newest first.
      const page =
        minId === undefined
          ? matching.slice(0, limit)
          : matching.slice(Math.max(matching.length - limit, 0));

      const kept = new URLSearchParams();
      for (const name of ['limit', 'exclude_reblogs']) {
        if (query.has(name)) kept.set(name, query.get(name)!);
      }
      const link = (name: string, id: string, rel: string) => {
        const params = new URLSearchParams(kept);
        params.set(name, id);
        return `<${fake.url}/api/v1/accounts/${path.id}/statuses?${params}>; rel="${rel}"`;
      };
      const links = [
        page.length > 0 && page.length === limit && link('max_id', page.at(-1)!.id, 'next'),
        page.length > 0 && link('min_id', page[0]!.id, 'prev'),
      ].filter(Boolean);
      const body = page.map(fake.entity);
      return { status: 200, body, headers: links.length ? { link: links.join(', ') } : {} };
    }),
  );

  fake.route(
    'POST',
    '/api/v1/statuses/:id/reblog',
    withScope(['write', 'write:statuses'], (request, grant) => {
      const original = find(request.path.id);
      if (!original) return recordNotFound();
      const earlier = fake.statuses.find(
        (status) => status.reblogOfId === original.id && status.account.id === grant.account.id,
      );
      if (earlier) return { status: 200, body: fake.entity(earlier) };
      const reblog: FakeMastodonStatus = {
        ...original,
        id: fake.nextId(),
        account: grant.account,
        text: '',
        spoilerText: '',
        inReplyToId: null,
        mediaIds: [],
        reblogOfId: original.id,
        createdAt: fake.now(),
        favourites: 0,
        reblogs: 0,
        replies: 0,
      };
      fake.statuses.push(reblog);
      original.reblogs += 1;
      return { status: 200, body: fake.entity(reblog) };
    }),
  );

  return fake;
}

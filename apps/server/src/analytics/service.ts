import {
  DEFAULT_TIMEZONE,
  zonedWallTimeToInstant,
  type AnalyticsQuery,
  type AnalyticsResponse,
} from '@quillpost/shared';
import { invalidInput } from '../lib/errors';
import type { AppDeps } from '../types';
import { listAccounts } from '../accounts';
import { isNetworkKey } from '@quillpost/shared';
import { partsWithLatestRead, type AnswerRow } from './repository';
import { importedPublications } from './imported';
import { xSpendThisMonth } from './spend';
import { summarise, type PublicationRow } from './summary';

const DAY = 86_400_000;
/** Without a `from`, the answer covers this many days before `to`. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A plain date is the start of that day in the time zone (or its end, for `to`). */
function instantOf(value: string, timezone: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = zonedWallTimeToInstant(Date.parse(`${value}T00:00:00Z`), timezone);
    if (!endOfDay) return new Date(start);
    const next = zonedWallTimeToInstant(Date.parse(`${value}T00:00:00Z`) + DAY, timezone);
    return new Date(next - 1);
  }
  return new Date(value);
}

export function periodOf(query: AnalyticsQuery, now: Date) {
  const timezone = query.timezone ?? DEFAULT_TIMEZONE;
  const to = query.to ? instantOf(query.to, timezone, true) : now;
  const from = query.from
    ? instantOf(query.from, timezone, false)
    : new Date(to.getTime() - DEFAULT_PERIOD_DAYS * DAY);
  if (from > to) throw invalidInput('from must not be after to');
  return { from, to, timezone };
}

function publicationsOf(
  rows: readonly AnswerRow[],
  reportsImpressions: (network: string) => boolean,
): PublicationRow[] {
  const byId = new Map<string, PublicationRow>();
  for (const row of rows) {
    let publication = byId.get(row.publicationId);
    if (!publication) {
      publication = {
        id: row.publicationId,
        postId: row.postId,
        imported: false,
        kind: row.kind,
        // A post written by hand keeps an empty format and voice: like an imported one, it has
        // neither, and is grouped under no format and no tone.
        format: row.format || null,
        voice: row.voice || null,
        publishedAt: row.publishedAt,
        localDate: row.localDate,
        weekday: row.weekday,
        hour: row.hour,
        network: row.network,
        accountId: row.accountId,
        reportsImpressions: reportsImpressions(row.network),
        parts: [],
      };
      byId.set(row.publicationId, publication);
    }
    const { readAt = null, simulated = false, ...figures } = row.latest ?? {};
    publication.parts.push({
      position: row.position,
      xPostId: row.xPostId,
      text: row.text,
      url: row.url,
      figures: row.latest ? (figures as NonNullable<AnswerRow['latest']>) : null,
      readAt,
      simulated,
    });
  }
  return [...byId.values()];
}

/** The signed-in user's figures for publications that went out in the period. */
export async function getAnalytics(
  deps: AppDeps,
  input: { userId: string; query: AnalyticsQuery },
): Promise<AnalyticsResponse> {
  const period = periodOf(input.query, deps.now());
  const { accountId } = input.query;
  const [rows, connected, xSpend] = await Promise.all([
    partsWithLatestRead(deps.db, { userId: input.userId, accountId, ...period }),
    listAccounts(deps, { userId: input.userId }),
    xSpendThisMonth(deps.db, {
      userId: input.userId,
      accountId,
      now: deps.now(),
      timezone: period.timezone,
    }),
  ]);
  const accounts = connected.filter((account) => !accountId || account._id === accountId);
  const reportsImpressions = (network: string) =>
    isNetworkKey(network) &&
    deps.networks.all().some((each) => each.key === network && each.reportsImpressions);
  const imported = await importedPublications(deps, {
    userId: input.userId,
    accountId,
    ...period,
    reportsImpressions,
  });
  const { anySimulated, ...figures } = summarise([
    ...publicationsOf(rows, reportsImpressions),
    ...imported,
  ]);
  const firstX = connected.find((account) => account.network === 'x');
  return {
    // Without an account, what the person would see here is simulated when this server has no
    // real X to connect (sandbox X stands in).
    simulated:
      anySimulated ||
      (accounts.length > 0
        ? accounts.every((account) => account.provider === 'sandbox')
        : !deps.networks.find('x', 'real')),
    accounts: accounts.map(({ _id, network, handle, provider, status }) => ({
      _id,
      network,
      handle,
      provider,
      status,
    })),
    account: firstX
      ? {
          username: firstX.handle,
          provider: firstX.provider === 'sandbox' ? 'sandbox' : 'x',
          status: firstX.status,
        }
      : null,
    ...figures,
    period: {
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      timezone: period.timezone,
    },
    xSpend,
  };
}

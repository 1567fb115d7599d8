import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { zonedWallTimeToInstant, type AnalyticsResponse } from '@quillpost/shared';
import type { Database } from '../db/client';
import { networkSpend } from '../db/schema';

type XSpend = AnalyticsResponse['xSpend'];
type BilledCall = XSpend['byCall'][number]['call'];

const CALL_ORDER: BilledCall[] = ['post', 'post_with_link', 'media_metadata', 'read'];

/** The calendar month holding `now` in the time zone: its YYYY-MM, start and end. */
export function monthOf(now: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: timezone,
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const startOf = (y: number, m: number) =>
    new Date(zonedWallTimeToInstant(Date.UTC(y, m - 1, 1), timezone));
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    from: startOf(year, month),
    to: month === 12 ? startOf(year + 1, 1) : startOf(year, month + 1),
  };
}

/**
 * What the user's calls to X's API cost this month, from the ledger the X network writes as it
 * makes them: on the account asked for, or on every account (also ones since disconnected).
 */
export async function xSpendThisMonth(
  db: Database,
  input: { userId: string; accountId?: string; now: Date; timezone: string },
): Promise<XSpend> {
  const { month, from, to } = monthOf(input.now, input.timezone);
  const conditions = [
    eq(networkSpend.userId, input.userId),
    eq(networkSpend.network, 'x'),
    gte(networkSpend.madeAt, from),
    lt(networkSpend.madeAt, to),
  ];
  if (input.accountId) conditions.push(eq(networkSpend.accountId, input.accountId));
  const rows = await db
    .select({
      call: networkSpend.call,
      calls: count(),
      units: sql<number>`coalesce(${sum(networkSpend.units)}, 0)::int`,
      usdMicros: sql<number>`coalesce(${sum(networkSpend.usdMicros)}, 0)::bigint`,
    })
    .from(networkSpend)
    .where(and(...conditions))
    .groupBy(networkSpend.call);
  const byCall = rows
    .filter((row): row is typeof row & { call: BilledCall } =>
      (CALL_ORDER as string[]).includes(row.call),
    )
    .sort((a, b) => CALL_ORDER.indexOf(a.call) - CALL_ORDER.indexOf(b.call))
    .map((row) => ({
      call: row.call,
      calls: Number(row.calls),
      units: Number(row.units),
      usd: Number(row.usdMicros) / 1_000_000,
    }));
  const micros = rows.reduce((total, row) => total + Number(row.usdMicros), 0);
  return {
    month,
    usd: micros / 1_000_000,
    calls: byCall.reduce((total, row) => total + row.calls, 0),
    byCall,
  };
}

import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { engagementsOf, simulatedFigures } from '@quillpost/shared';
import type { Database } from '../../db/client';
import { xSandboxPosts } from '../../db/schema';
import { sha256Hex } from './pkce';
import { SANDBOX_HISTORY_TEXTS } from './sandbox-history-texts';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** Old enough that every simulated figure has grown to its ceiling's share. */
const GROWN_MS = 60 * 24 * HOUR_MS;
/** Candidate ids tried for a post whose figures should stand out. */
const ID_CANDIDATES = 16;
/** Seeding a sandbox author's history, in the two-key advisory lock space. */
const SANDBOX_HISTORY_LOCK_CLASS = 7002;

type Appeal = 'high' | 'usual' | 'low';

/**
 * The hours of the week (UTC, days from Monday) the sandbox history was posted at, one post each
 * a week. Some hours do better than others, so best times have an answer to find.
 */
const WEEKLY_SLOTS: readonly { day: number; hour: number; appeal: Appeal }[] = [
  { day: 1, hour: 9, appeal: 'high' },
  { day: 3, hour: 9, appeal: 'high' },
  { day: 2, hour: 13, appeal: 'high' },
  { day: 0, hour: 8, appeal: 'usual' },
  { day: 4, hour: 17, appeal: 'usual' },
  { day: 5, hour: 11, appeal: 'low' },
  { day: 6, hour: 20, appeal: 'low' },
  { day: 2, hour: 22, appeal: 'low' },
];

const hashNumber = (text: string) => Number.parseInt(sha256Hex(text).slice(0, 12), 16);

function simulatedRate(id: string): number {
  const figures = simulatedFigures({ id, rootId: id, position: 0, ageMs: GROWN_MS });
  return engagementsOf(figures) / Math.max(1, figures.impressions);
}

/**
 * An id shaped like X's (the time, then six digits) whose simulated figures fit the hour's
 * appeal: the best or the worst rate among a few candidates fixed by the author and the post.
 */
function idFor(authorId: string, index: number, at: Date, appeal: Appeal): string {
  const candidates = Array.from(
    { length: appeal === 'usual' ? 1 : ID_CANDIDATES },
    (_, k) =>
      `${at.getTime()}${String(hashNumber(`${authorId}:${index}:${k}`) % 1e6).padStart(6, '0')}`,
  );
  const ranked = candidates.sort((a, b) => simulatedRate(b) - simulatedRate(a));
  return appeal === 'low' ? ranked.at(-1)! : ranked[0]!;
}

/** Monday 00:00 UTC of the week `now` falls in. */
function weekStart(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((now.getUTCDay() + 6) % 7) * 24 * HOUR_MS;
}

/**
 * The sandbox author's history: every text once, in an order fixed by the author, at the weekly
 * hours of the weeks before `now`'s, newest week first.
 */
export function sandboxHistoryPosts(authorId: string, now: Date) {
  const texts = SANDBOX_HISTORY_TEXTS;
  const shift = hashNumber(authorId) % texts.length;
  const start = weekStart(now);
  return texts.map((_, index) => {
    const text = texts[(index + shift) % texts.length]!;
    const slot = WEEKLY_SLOTS[index % WEEKLY_SLOTS.length]!;
    const week = 1 + Math.floor(index / WEEKLY_SLOTS.length);
    const minute = (index * 7) % 50;
    const at = new Date(
      start - week * WEEK_MS + (slot.day * 24 + slot.hour) * HOUR_MS + minute * 60_000,
    );
    return { id: idFor(authorId, index, at, slot.appeal), authorId, text, createdAt: at };
  });
}

/**
 * Gives a sandbox author the history a real account would have, once: the posts are dated in
 * the weeks before the first read, and a later read finds them there and adds none.
 */
export async function ensureSandboxHistory(db: Database, authorId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SANDBOX_HISTORY_LOCK_CLASS}, hashtext(${authorId}))`,
    );
    const [seeded] = await tx
      .select({ n: count() })
      .from(xSandboxPosts)
      .where(
        and(
          eq(xSandboxPosts.authorId, authorId),
          inArray(xSandboxPosts.text, [...SANDBOX_HISTORY_TEXTS]),
        ),
      );
    if ((seeded?.n ?? 0) > 0) return;
    await tx.insert(xSandboxPosts).values(sandboxHistoryPosts(authorId, now)).onConflictDoNothing();
  });
}

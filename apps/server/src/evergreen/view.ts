import { desc, eq, inArray } from 'drizzle-orm';
import type { Evergreen, EvergreenSettings } from '@quillpost/shared';
import type { Database } from '../db/client';
import { evergreenCycles, publications } from '../db/schema';

/**
 * The `evergreen` answer of each evergreen post among `rows`: its settings with when the next
 * variant goes out, how many have gone out, and why the last one could not be made. One query for
 * a page of posts, and none when no post of the page is evergreen.
 */
export async function evergreenOfPosts(
  db: Database,
  rows: readonly { id: string; evergreen: EvergreenSettings | null }[],
): Promise<Map<string, Evergreen>> {
  const evergreen = rows.filter((row) => row.evergreen !== null);
  const answers = new Map<string, Evergreen>();
  if (evergreen.length === 0) return answers;
  const cycles = await db
    .select({
      originalId: evergreenCycles.originalId,
      status: evergreenCycles.status,
      error: evergreenCycles.error,
      notBefore: evergreenCycles.notBefore,
      publicationStatus: publications.status,
      publishAt: publications.publishAt,
    })
    .from(evergreenCycles)
    .leftJoin(publications, eq(publications.id, evergreenCycles.publicationId))
    .where(
      inArray(
        evergreenCycles.originalId,
        evergreen.map((row) => row.id),
      ),
    )
    .orderBy(desc(evergreenCycles.cycle));
  for (const row of evergreen) {
    const own = cycles.filter((cycle) => cycle.originalId === row.id);
    const latest = own[0];
    const waiting =
      latest?.status === 'writing'
        ? latest.notBefore
        : latest?.publicationStatus === 'scheduled' || latest?.publicationStatus === 'publishing'
          ? latest.publishAt
          : null;
    answers.set(row.id, {
      ...row.evergreen!,
      nextAt: waiting?.toISOString() ?? null,
      sent: own.filter((cycle) => cycle.publicationStatus === 'published').length,
      failure: latest?.status === 'failed' ? latest.error : null,
    });
  }
  return answers;
}

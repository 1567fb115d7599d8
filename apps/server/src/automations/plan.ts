import { and, eq, gte, inArray } from 'drizzle-orm';
import type { AppDeps } from '../types';
import { accountAutomations, publicationAutomations, publications } from '../db/schema';
import { queueAutomation } from './job';

const HOUR_MS = 3_600_000;

/**
 * After a publication went out on an account whose auto-repost was on (`afterHours`, as the
 * publishing run read it with its claim): its one repost, due `afterHours` later. Called again
 * for the same publication (a retried run) it adds nothing.
 */
export async function planRepost(
  deps: AppDeps,
  input: { publicationId: string; afterHours: number | null; publishedAt: Date },
): Promise<void> {
  if (input.afterHours === null) return;
  const at = new Date(input.publishedAt.getTime() + input.afterHours * HOUR_MS);
  const added = await deps.db
    .insert(publicationAutomations)
    .values({ publicationId: input.publicationId, kind: 'repost', status: 'waiting', at })
    .onConflictDoNothing()
    .returning({ at: publicationAutomations.at });
  if (added.length > 0)
    await queueAutomation(deps, { publicationId: input.publicationId, kind: 'repost' }, at);
}

/**
 * After a read of figures: each publication whose likes now reach its account's auto-plug
 * threshold gets its one plug, due now. The key (one plug per publication) keeps later reads,
 * however high the figures, from adding another.
 */
export async function planPlugs(
  deps: AppDeps,
  input: { figures: { publicationId: string; likes: number }[] },
): Promise<void> {
  if (input.figures.length === 0) return;
  const likesOf = new Map(input.figures.map((entry) => [entry.publicationId, entry.likes]));
  const candidates = await deps.db
    .select({ publicationId: publications.id, threshold: accountAutomations.plugLikes })
    .from(publications)
    .innerJoin(accountAutomations, eq(accountAutomations.accountId, publications.accountId))
    .where(
      and(
        inArray(publications.id, [...likesOf.keys()]),
        eq(publications.status, 'published'),
        eq(accountAutomations.plugEnabled, true),
        gte(accountAutomations.plugLikes, 1),
      ),
    );
  const now = deps.now();
  for (const { publicationId, threshold } of candidates) {
    if ((likesOf.get(publicationId) ?? 0) < threshold) continue;
    const added = await deps.db
      .insert(publicationAutomations)
      .values({ publicationId, kind: 'plug', status: 'waiting', at: now })
      .onConflictDoNothing()
      .returning({ at: publicationAutomations.at });
    if (added.length > 0) await queueAutomation(deps, { publicationId, kind: 'plug' });
  }
}

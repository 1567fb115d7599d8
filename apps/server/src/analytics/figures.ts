import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  engagementsOf,
  sumFigures,
  type PostFigures,
  type PublishedFigures,
} from '@quillpost/shared';
import type { Database } from '../db/client';
import { accounts, publicationParts, publications } from '../db/schema';
import type { AppDeps } from '../types';
import { latestRead, latestReadColumns, latestReadOf } from './repository';

/** The published parts of these publications of the user's, each with its latest read. */
export function publishedPartsOf(
  db: Database,
  input: { userId: string; publicationIds: string[] },
) {
  const latest = latestRead(db);
  return db
    .select({
      publicationId: publications.id,
      postId: publications.postId,
      network: publications.network,
      provider: accounts.provider,
      publishedAt: publications.publishedAt,
      position: publicationParts.position,
      url: publicationParts.url,
      ...latestReadColumns(latest),
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
    .leftJoin(accounts, eq(accounts.id, publications.accountId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(publications.userId, input.userId),
        inArray(publications.id, input.publicationIds),
        isNotNull(publications.publishedAt),
        isNotNull(publicationParts.xPostId),
      ),
    )
    .orderBy(publications.id, publicationParts.position);
}

type PartRow = Awaited<ReturnType<typeof publishedPartsOf>>[number];

/** Before its first read a part has no figures yet: zeros, and no impressions where none come. */
const figuresOf = (row: PartRow, reportsImpressions: boolean): PostFigures =>
  latestReadOf(row) ?? { ...sumFigures([]), impressions: reportsImpressions ? 0 : null };

function publicationOf(parts: PartRow[], reportsImpressions: boolean): PublishedFigures {
  const first = parts[0]!;
  const total = sumFigures(parts.map((part) => figuresOf(part, reportsImpressions)));
  const reads = parts.flatMap((part) => (part.readAt ? [part.readAt.getTime()] : []));
  return {
    publicationId: first.publicationId,
    postId: first.postId,
    publishedAt: first.publishedAt!.toISOString(),
    url: first.url,
    ...total,
    engagements: engagementsOf(total),
    readAt: reads.length > 0 ? new Date(Math.max(...reads)).toISOString() : null,
    simulated: first.provider === 'sandbox' || parts.some((part) => part.simulated === true),
  };
}

/**
 * The latest figures of the caller's publications among `publicationIds` that went out, in the
 * order asked. Ids of other users' publications, unknown ones and those not out yet are left out,
 * so an answer never tells whether someone else's publication exists.
 */
export async function getPublicationFigures(
  deps: AppDeps,
  input: { userId: string; publicationIds: string[] },
): Promise<PublishedFigures[]> {
  const rows = await publishedPartsOf(deps.db, input);
  const byPublication = new Map<string, PartRow[]>();
  for (const row of rows) {
    byPublication.set(row.publicationId, [...(byPublication.get(row.publicationId) ?? []), row]);
  }
  return input.publicationIds.flatMap((id) => {
    const parts = byPublication.get(id);
    if (!parts) return [];
    const reports = deps.networks
      .all()
      .some((network) => network.key === parts[0]!.network && network.reportsImpressions);
    return [publicationOf(parts, reports)];
  });
}

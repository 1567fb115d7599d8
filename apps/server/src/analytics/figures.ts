import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  engagementsOf,
  sumFigures,
  type PostFigures,
  type PublishedFigures,
} from '@quillpost/shared';
import type { Database } from '../db/client';
import { publicationParts, publications } from '../db/schema';
import type { AppDeps } from '../types';
import { latestRead, latestReadColumns } from './repository';

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
      publishedAt: publications.publishedAt,
      position: publicationParts.position,
      url: publicationParts.url,
      ...latestReadColumns(latest),
    })
    .from(publications)
    .innerJoin(publicationParts, eq(publicationParts.publicationId, publications.id))
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

const figuresOf = (row: PartRow): PostFigures =>
  row.readAt === null
    ? sumFigures([])
    : {
        impressions: row.impressions!,
        likes: row.likes!,
        reposts: row.reposts!,
        replies: row.replies!,
        quotes: row.quotes!,
        bookmarks: row.bookmarks!,
        linkClicks: row.linkClicks,
        profileClicks: row.profileClicks,
      };

function publicationOf(parts: PartRow[], sandbox: boolean): PublishedFigures {
  const first = parts[0]!;
  const total = sumFigures(parts.map(figuresOf));
  const reads = parts.flatMap((part) => (part.readAt ? [part.readAt.getTime()] : []));
  return {
    publicationId: first.publicationId,
    postId: first.postId,
    publishedAt: first.publishedAt!.toISOString(),
    url: first.url,
    ...total,
    engagements: engagementsOf(total),
    readAt: reads.length > 0 ? new Date(Math.max(...reads)).toISOString() : null,
    simulated: sandbox || parts.some((part) => part.simulated === true),
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
    return parts ? [publicationOf(parts, false)] : [];
  });
}

import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EarlierPost } from '@quillpost/shared';
import type { Database } from '../db/client';
import { publicationAutomations, publicationParts, publications } from '../db/schema';
import { importedTextsSince } from '../history';

/**
 * What an account posted since `since`: the one source the duplicate check reads, so posts the
 * account made elsewhere (imported history) join it here and nowhere else. Today it is every
 * part Quillpost published on the account, apart from those of the publication `except` (which
 * is being checked, and whose own parts a retry must not count against it), and every post
 * imported from the account's history, and every plug whose text was chosen (it counts from then
 * on, so two plugs racing on one account never pick the same text).
 */
export async function postedByAccount(db: Database, input: PostedInput): Promise<EarlierPost[]> {
  const rows = await postedByAccountQuery(db, input);
  // Each source's filter leaves out rows without a time.
  return rows.map((row) => ({ text: row.text, postedAt: row.postedAt! }));
}

type PostedInput = { accountId: string; since: Date; except?: string };

/** The statement behind `postedByAccount`: one for the three sources, as it runs so often. */
export function postedByAccountQuery(db: Database, input: PostedInput) {
  const conditions = [
    eq(publications.accountId, input.accountId),
    eq(publicationParts.status, 'published'),
    gte(publicationParts.publishedAt, input.since),
  ];
  if (input.except) conditions.push(ne(publications.id, input.except));
  return unionAll(
    db
      .select({ text: publicationParts.text, postedAt: publicationParts.publishedAt })
      .from(publicationParts)
      .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
      .where(and(...conditions)),
    db
      .select({
        // Not null here (filtered below); typed so, as the union's rows share one shape.
        text: sql<string>`${publicationAutomations.text}`,
        postedAt: publicationAutomations.at,
      })
      .from(publicationAutomations)
      .innerJoin(publications, eq(publications.id, publicationAutomations.publicationId))
      .where(
        and(
          eq(publications.accountId, input.accountId),
          eq(publicationAutomations.kind, 'plug'),
          inArray(publicationAutomations.status, ['sending', 'done']),
          isNotNull(publicationAutomations.text),
          gte(publicationAutomations.at, input.since),
        ),
      ),
    importedTextsSince(db, input),
  );
}

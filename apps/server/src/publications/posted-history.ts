import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EarlierPost } from '@quillpost/shared';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
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
  const rows = await postedByAccountStatements[input.except ? 1 : 0]!(db).execute({
    accountId: input.accountId,
    since: input.since.toISOString(),
    except: input.except,
  });
  // Each source's filter leaves out rows without a time.
  return rows.map((row) => ({ text: row.text, postedAt: row.postedAt! }));
}

type PostedInput = { accountId: string; since: Date; except?: string };

/**
 * The statement behind `postedByAccount` (`accountId`, `since` as an ISO string, and `except`
 * when `withExcept`): one for the three sources, prepared once per database as it runs before
 * every publication, where building and planning it cost several times its reading.
 */
export function postedByAccountQuery(db: Database, input: { withExcept: boolean }) {
  const accountId = sql.placeholder('accountId');
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const conditions = [
    eq(publications.accountId, accountId),
    eq(publicationParts.status, 'published'),
    gte(publicationParts.publishedAt, since),
  ];
  if (input.withExcept) conditions.push(ne(publications.id, sql.placeholder('except')));
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
          eq(publications.accountId, accountId),
          eq(publicationAutomations.kind, 'plug'),
          inArray(publicationAutomations.status, ['sending', 'done']),
          isNotNull(publicationAutomations.text),
          gte(publicationAutomations.at, since),
        ),
      ),
    importedTextsSince(db, { accountId, since }),
  );
}

const postedByAccountStatements = [false, true].map((withExcept) =>
  preparedPerDatabase((db) =>
    postedByAccountQuery(db, { withExcept }).prepare(
      `posted_by_account${withExcept ? '_except' : ''}`,
    ),
  ),
);

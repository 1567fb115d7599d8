import { and, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EarlierPost } from '@quillpost/shared';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { publicationAutomations, publicationParts, publications } from '../db/schema';
import { importedTextsSince } from '../history';
import { duplicateHash } from '../lib/duplicate-hash';

/**
 * What an account posted since `since` that may repeat one of `texts`: the one source the
 * duplicate check reads, so posts the account made elsewhere (imported history) join it here and
 * nowhere else. Today it is every part Quillpost published on the account, apart from those of
 * the publication `except` (which is being checked, and whose own parts a retry must not count
 * against it), and every post imported from the account's history, and every plug whose text
 * was chosen (it counts from then on, so two plugs racing on one account never pick the same
 * text). Only texts with the same duplicate hash as one of `texts` are read, and rows written
 * before hashes were kept; the caller compares what it gets by duplicate key.
 */
export async function postedByAccount(db: Database, input: PostedInput): Promise<EarlierPost[]> {
  const hashes = [...new Set(input.texts.map((text) => duplicateHash(input.userId, text)))];
  const rows = await postedByAccountStatements[input.except ? 1 : 0]!(db).execute({
    accountId: input.accountId,
    since: input.since.toISOString(),
    hashes,
    except: input.except,
  });
  // Each source's filter leaves out rows without a time.
  return rows.map((row) => ({ text: row.text, postedAt: row.postedAt! }));
}

type PostedInput = {
  userId: string;
  accountId: string;
  since: Date;
  texts: string[];
  except?: string;
};

/** The row's hash is one of the placeholder `hashes`, or it has none yet. */
const hashAmong = (column: AnyColumn) =>
  or(sql`${column} = any(${sql.placeholder('hashes')}::text[])`, isNull(column));

/**
 * The statement behind `postedByAccount` (`accountId`, `since` as an ISO string, `hashes`, and
 * `except` when `withExcept`): one for the three sources, prepared once per database as it runs
 * before every publication, where building and planning it cost several times its reading.
 */
export function postedByAccountQuery(db: Database, input: { withExcept: boolean }) {
  const accountId = sql.placeholder('accountId');
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const conditions = [
    hashAmong(publicationParts.duplicateHash),
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
          hashAmong(publicationAutomations.duplicateHash),
          eq(publications.accountId, accountId),
          eq(publicationAutomations.kind, 'plug'),
          inArray(publicationAutomations.status, ['sending', 'done']),
          isNotNull(publicationAutomations.text),
          gte(publicationAutomations.at, since),
        ),
      ),
    importedTextsSince(db, { accountId, since, matching: hashAmong }),
  );
}

const postedByAccountStatements = [false, true].map((withExcept) =>
  preparedPerDatabase((db) =>
    postedByAccountQuery(db, { withExcept }).prepare(
      `posted_by_account${withExcept ? '_except' : ''}`,
    ),
  ),
);

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
  const rows = [];
  for (let start = 0; start < hashes.length; start += MOST_HASHES) {
    const some = hashes.slice(start, start + MOST_HASHES);
    const size = HASH_SLOTS.find((slots) => slots >= some.length)!;
    // Slots beyond the texts repeat the last hash: the same rows, found once.
    const slots = Array.from({ length: size }, (_, k) => some[Math.min(k, some.length - 1)]);
    const statement = postedByAccountStatements.get(`${size}:${Boolean(input.except)}`)!;
    rows.push(
      ...(await statement(db).execute({
        accountId: input.accountId,
        since: input.since.toISOString(),
        ...Object.fromEntries(slots.map((hash, k) => [`hash${k}`, hash])),
        except: input.except,
      })),
    );
  }
  // Each source's filter leaves out rows without a time. A row without a hash is read by every
  // group of hashes: it is kept once.
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.postedAt!.toISOString()}\0${row.text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ text: row.text, postedAt: row.postedAt! }];
  });
}

type PostedInput = {
  userId: string;
  accountId: string;
  since: Date;
  texts: string[];
  except?: string;
};

/**
 * The sizes of the statement's list of hashes. A worker's database keeps a statement's generic
 * plan only when it is estimated no dearer than the plans made for the values (decision 140), so
 * the statement is written to be estimated alike without them: a list of n placeholders is
 * estimated as n hashes either way (an array of unknown length as ten), and its constants are in
 * the SQL, not bound, so a plan without values still uses the partial index of plugs. Otherwise
 * the statement is planned again at every run: a millisecond before every publication.
 */
const MOST_HASHES = 64;
const HASH_SLOTS = [1, 4, 16, MOST_HASHES];

/** The row's hash is one of the placeholders `hash0`... `hash{slots-1}`, or it has none yet. */
const hashAmong = (slots: number) => (column: AnyColumn) =>
  or(
    inArray(
      column,
      Array.from({ length: slots }, (_, k) => sql.placeholder(`hash${k}`)),
    ),
    isNull(column),
  );

/**
 * The statement behind `postedByAccount` (`accountId`, `since` as an ISO string, `hash0`... for
 * each of its `slots`, and `except` when `withExcept`): one for the three sources, prepared once
 * per database as it runs before every publication, where building and planning it cost several
 * times its reading.
 */
export function postedByAccountQuery(db: Database, input: { withExcept: boolean; slots: number }) {
  const hashAmongSlots = hashAmong(input.slots);
  const accountId = sql.placeholder('accountId');
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const conditions = [
    hashAmongSlots(publicationParts.duplicateHash),
    eq(publications.accountId, accountId),
    sql`${publicationParts.status} = 'published'`,
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
          hashAmongSlots(publicationAutomations.duplicateHash),
          eq(publications.accountId, accountId),
          sql`${publicationAutomations.kind} = 'plug'`,
          sql`${publicationAutomations.status} in ('sending', 'done')`,
          isNotNull(publicationAutomations.text),
          gte(publicationAutomations.at, since),
        ),
      ),
    importedTextsSince(db, { accountId, since, matching: hashAmongSlots }),
  );
}

/** One statement a size of the list, with and without the publication left out. */
const postedByAccountStatements = new Map(
  HASH_SLOTS.flatMap((slots) =>
    [false, true].map((withExcept) => [
      `${slots}:${withExcept}`,
      preparedPerDatabase((db) =>
        postedByAccountQuery(db, { withExcept, slots }).prepare(
          `posted_by_account_${slots}${withExcept ? '_except' : ''}`,
        ),
      ),
    ]),
  ),
);

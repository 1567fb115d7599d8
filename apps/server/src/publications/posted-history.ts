import { and, eq, gte, ne } from 'drizzle-orm';
import type { EarlierPost } from '@quillpost/shared';
import type { Database } from '../db/client';
import { publicationParts, publications } from '../db/schema';
import { importedTextsSince } from '../history';

/**
 * What an account posted since `since`: the one source the duplicate check reads, so posts the
 * account made elsewhere (imported history) join it here and nowhere else. Today it is every
 * part Quillpost published on the account, apart from those of the publication `except` (which
 * is being checked, and whose own parts a retry must not count against it), and every post
 * imported from the account's history.
 */
export async function postedByAccount(
  db: Database,
  input: { accountId: string; since: Date; except?: string },
): Promise<EarlierPost[]> {
  const conditions = [
    eq(publications.accountId, input.accountId),
    eq(publicationParts.status, 'published'),
    gte(publicationParts.publishedAt, input.since),
  ];
  if (input.except) conditions.push(ne(publications.id, input.except));
  const rows = await db
    .select({ text: publicationParts.text, postedAt: publicationParts.publishedAt })
    .from(publicationParts)
    .innerJoin(publications, eq(publications.id, publicationParts.publicationId))
    .where(and(...conditions));
  const imported = await importedTextsSince(db, input);
  return [...rows.map((row) => ({ text: row.text, postedAt: row.postedAt! })), ...imported];
}

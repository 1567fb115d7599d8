import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../db/prepared';
import { accountAutomations, accounts, publicationParts, publications } from '../db/schema';

/**
 * The statements a worker runs for every publication it takes (`worker-repository.ts` calls
 * them): each is built and planned once per database, and its dates are given as ISO strings.
 */

const param = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The claim, and in the same round trip the claimed publication's parts in their order, its
 * account (when the account is still its user's), which the run's pre-flight reads, and the
 * account's auto-repost when it is on, which the run plans once the publication went out.
 */
export const claimStatement = preparedPerDatabase((db) => {
  const claimed = db.$with('claimed').as(
    db
      .update(publications)
      .set({
        status: 'publishing',
        leaseToken: sql`${sql.placeholder('token')}`,
        leaseUntil: param('until'),
        late: sql`${publications.late} or ${publications.publishAt} < ${param('lateBefore')}`,
      })
      .where(
        and(
          eq(publications.id, sql.placeholder('id')),
          or(
            and(eq(publications.status, 'scheduled'), lte(publications.publishAt, param('now'))),
            and(
              eq(publications.status, 'publishing'),
              or(isNull(publications.leaseUntil), lt(publications.leaseUntil, param('now'))),
            ),
          ),
        ),
      )
      .returning(),
  );
  return db
    .with(claimed)
    .select()
    .from(claimed)
    .leftJoin(publicationParts, eq(publicationParts.publicationId, claimed.id))
    .leftJoin(
      accounts,
      and(eq(accounts.id, claimed.accountId), eq(accounts.userId, claimed.userId)),
    )
    .leftJoin(
      accountAutomations,
      and(
        eq(accountAutomations.accountId, accounts.id),
        eq(accountAutomations.repostEnabled, true),
      ),
    )
    .orderBy(asc(publicationParts.position))
    .prepare('publication_claim');
});

export const markSendingStatement = preparedPerDatabase((db) => {
  // The part is marked only where the renewal found the lease still held.
  const renewed = db.$with('renewed').as(
    db
      .update(publications)
      .set({ leaseUntil: param('until') })
      .where(
        and(
          eq(publications.id, sql.placeholder('id')),
          eq(publications.leaseToken, sql.placeholder('token')),
          eq(publications.status, 'publishing'),
          gt(publications.leaseUntil, param('now')),
        ),
      )
      .returning({ id: publications.id }),
  );
  return db
    .with(renewed)
    .update(publicationParts)
    .set({
      status: 'sending',
      sendingAt: param('now'),
      sendKey: sql`coalesce(${publicationParts.sendKey}, ${sql.placeholder('sendKey')})`,
    })
    .where(
      and(
        inArray(publicationParts.publicationId, db.select({ id: renewed.id }).from(renewed)),
        eq(publicationParts.position, sql.placeholder('position')),
        ne(publicationParts.status, 'published'),
      ),
    )
    .returning({ sendKey: publicationParts.sendKey })
    .prepare('publication_part_sending');
});

export const markPublishedStatement = preparedPerDatabase((db) =>
  db
    .update(publicationParts)
    .set({
      status: 'published',
      xPostId: sql`${sql.placeholder('remoteId')}`,
      remoteRef: sql`${sql.placeholder('remoteRef')}`,
      url: sql`${sql.placeholder('url')}`,
      publishedAt: param('now'),
    })
    .where(
      and(
        eq(publicationParts.publicationId, sql.placeholder('id')),
        eq(publicationParts.position, sql.placeholder('position')),
        ne(publicationParts.status, 'published'),
      ),
    )
    .prepare('publication_part_published'),
);

/** The release of a run that sent every part: the publication published, its lease let go. */
export const releasePublishedStatement = preparedPerDatabase((db) =>
  db
    .update(publications)
    .set({
      status: 'published',
      publishedAt: param('publishedAt'),
      error: null,
      leaseToken: null,
      leaseUntil: null,
    })
    .where(
      and(
        eq(publications.id, sql.placeholder('id')),
        eq(publications.leaseToken, sql.placeholder('token')),
      ),
    )
    .prepare('publication_release_published'),
);

import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { accounts } from '../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
/** A database or a transaction on it. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function listAccountRows(db: Queryable, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.connectedAt), asc(accounts.id));
}

/** One account; with `userId`, only when it is that user's. */
export async function findAccountRow(
  db: Database,
  where: { id: string; userId?: string },
): Promise<AccountRow | null> {
  const [row] = where.userId
    ? await accountOfUserStatement(db).execute(where)
    : await accountStatement(db).execute(where);
  return row ?? null;
}

// Read before every publication and for every part it sends: prepared once per database.
const accountStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id'),
);
const accountOfUserStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.id, sql.placeholder('id')), eq(accounts.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('account_of_user'),
);

/**
 * Takes the right to renew an account's credentials until `until`, when nobody holds it or the
 * holder's time ran out (a worker that died mid-call). Answers the row as it now stands, or null
 * when another holds it (or the account is gone). One statement: nothing stays locked after it.
 */
export async function takeRefreshLease(
  db: Queryable,
  id: string,
  lease: { token: string; now: Date; until: Date },
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ refreshLeaseToken: lease.token, refreshLeaseUntil: lease.until })
    .where(
      and(
        eq(accounts.id, id),
        or(isNull(accounts.refreshLeaseUntil), lte(accounts.refreshLeaseUntil, lease.now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Writes what the renewal brought (new credentials, or the `reconnect` status) and gives the
 * lease back if it is still this holder's. The changes are written even when the lease was taken
 * over meanwhile: the network has spent the old refresh token, so what it answered is the truth.
 */
export async function endRefreshLease(
  db: Queryable,
  id: string,
  token: string,
  changes: Partial<Omit<AccountRow, 'id' | 'userId' | 'network' | 'remoteId'>> = {},
): Promise<void> {
  const ours = eq(accounts.refreshLeaseToken, token);
  await db
    .update(accounts)
    .set({
      ...changes,
      refreshLeaseToken: sql`case when ${ours} then null else ${accounts.refreshLeaseToken} end`,
      refreshLeaseUntil: sql`case when ${ours} then null else ${accounts.refreshLeaseUntil} end`,
    })
    .where(eq(accounts.id, id));
}

/**
 * Saves a newly connected account; connecting the same remote account again updates that row
 * and keeps its id, so its publications stay with it.
 */
export async function upsertAccountRow(
  db: Queryable,
  row: Omit<AccountRow, 'refreshLeaseToken' | 'refreshLeaseUntil'>,
): Promise<AccountRow> {
  // The first connect's id and time stay: its publications keep their account, and the user's
  // accounts keep their order.
  const {
    id: _id,
    userId: _userId,
    network: _network,
    remoteId: _remoteId,
    connectedAt: _connectedAt,
    ...changes
  } = row;
  const [saved] = await db
    .insert(accounts)
    .values(row)
    .onConflictDoUpdate({
      target: [accounts.userId, accounts.network, accounts.remoteId],
      set: changes,
    })
    .returning();
  return saved!;
}

export async function updateAccountRow(
  tx: Queryable,
  id: string,
  changes: Partial<Omit<AccountRow, 'id' | 'userId' | 'network' | 'remoteId'>>,
): Promise<void> {
  await tx.update(accounts).set(changes).where(eq(accounts.id, id));
}

export async function deleteAccountRow(
  db: Queryable,
  where: { id: string; userId: string },
): Promise<AccountRow | null> {
  const [row] = await db
    .delete(accounts)
    .where(and(eq(accounts.id, where.id), eq(accounts.userId, where.userId)))
    .returning();
  return row ?? null;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
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
  db: Queryable,
  where: { id: string; userId?: string },
): Promise<AccountRow | null> {
  const conditions = [eq(accounts.id, where.id)];
  if (where.userId) conditions.push(eq(accounts.userId, where.userId));
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/** The account row, locked until the transaction ends: one renewal at a time per account. */
export async function lockAccountRow(tx: Queryable, id: string): Promise<AccountRow | null> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row ?? null;
}

/**
 * Saves a newly connected account; connecting the same remote account again updates that row
 * and keeps its id, so its publications stay with it.
 */
export async function upsertAccountRow(db: Queryable, row: AccountRow): Promise<AccountRow> {
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

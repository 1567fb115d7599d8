import { and, desc, eq, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xAccounts, xConnectStates } from '../../db/schema';

export type XAccountRow = typeof xAccounts.$inferSelect;
export type XConnectStateRow = typeof xConnectStates.$inferSelect;
/** A database or a transaction on it. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Saves a new flow. Flows nobody finished are dropped as new ones start, and so are this user's
 * oldest beyond `pendingPerUser` (the new one included), so the table stays small.
 */
export async function saveConnectState(
  db: Database,
  row: XConnectStateRow,
  limits: { now: Date; pendingPerUser: number },
) {
  const kept = db
    .select({ stateHash: xConnectStates.stateHash })
    .from(xConnectStates)
    .where(eq(xConnectStates.userId, row.userId))
    .orderBy(desc(xConnectStates.expiresAt))
    .limit(limits.pendingPerUser - 1);
  await db
    .delete(xConnectStates)
    .where(
      or(
        lt(xConnectStates.expiresAt, limits.now),
        and(eq(xConnectStates.userId, row.userId), notInArray(xConnectStates.stateHash, kept)),
      ),
    );
  await db.insert(xConnectStates).values(row);
}

/** Removes and answers the flow for this state: a state is spent by its first use, on any instance. */
export async function takeConnectState(
  db: Database,
  stateHash: string,
): Promise<XConnectStateRow | null> {
  const [row] = await db
    .delete(xConnectStates)
    .where(eq(xConnectStates.stateHash, stateHash))
    .returning();
  return row ?? null;
}

/** Saves the user's account, replacing the one they had. */
export async function upsertAccount(db: Database, row: XAccountRow): Promise<void> {
  const { id: _id, userId: _userId, ...changes } = row;
  await db
    .insert(xAccounts)
    .values(row)
    .onConflictDoUpdate({ target: xAccounts.userId, set: { ...changes, id: row.id } });
}

export async function findAccountRow(db: Queryable, userId: string): Promise<XAccountRow | null> {
  const [row] = await db.select().from(xAccounts).where(eq(xAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** The account row, locked until the transaction ends: one refresh at a time per account. */
export async function lockAccountRow(tx: Queryable, userId: string): Promise<XAccountRow | null> {
  const [row] = await tx.select().from(xAccounts).where(eq(xAccounts.userId, userId)).for('update');
  return row ?? null;
}

export async function updateAccount(
  tx: Queryable,
  id: string,
  changes: Partial<Omit<XAccountRow, 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(xAccounts).set(changes).where(eq(xAccounts.id, id));
}

export async function deleteAccount(db: Database, userId: string): Promise<XAccountRow | null> {
  const [row] = await db.delete(xAccounts).where(eq(xAccounts.userId, userId)).returning();
  return row ?? null;
}

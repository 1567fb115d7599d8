import { and, desc, eq, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { xConnectStates as connectStates } from '../db/schema';

export type ConnectStateRow = typeof connectStates.$inferSelect;

/**
 * Saves a new flow. Flows nobody finished are dropped as new ones start, and so are this user's
 * oldest beyond `pendingPerUser` (the new one included), so the table stays small.
 */
export async function saveConnectState(
  db: Database,
  row: ConnectStateRow,
  limits: { now: Date; pendingPerUser: number },
) {
  const kept = db
    .select({ stateHash: connectStates.stateHash })
    .from(connectStates)
    .where(eq(connectStates.userId, row.userId))
    .orderBy(desc(connectStates.expiresAt))
    .limit(limits.pendingPerUser - 1);
  await db
    .delete(connectStates)
    .where(
      or(
        lt(connectStates.expiresAt, limits.now),
        and(eq(connectStates.userId, row.userId), notInArray(connectStates.stateHash, kept)),
      ),
    );
  await db.insert(connectStates).values(row);
}

/** Removes and answers the flow for this state: a state is spent by its first use, on any instance. */
export async function takeConnectState(
  db: Database,
  stateHash: string,
): Promise<ConnectStateRow | null> {
  const [row] = await db
    .delete(connectStates)
    .where(eq(connectStates.stateHash, stateHash))
    .returning();
  return row ?? null;
}

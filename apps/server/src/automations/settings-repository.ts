import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountAutomations } from '../db/schema';

export type AccountAutomationsRow = typeof accountAutomations.$inferSelect;

export async function findAccountAutomations(
  db: Database,
  accountId: string,
): Promise<AccountAutomationsRow | null> {
  const [row] = await db
    .select()
    .from(accountAutomations)
    .where(eq(accountAutomations.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** Replaces an account's automations; the plug texts' turn starts again from the first. */
export async function saveAccountAutomations(
  db: Database,
  row: Omit<AccountAutomationsRow, 'plugTurn'>,
): Promise<void> {
  const values = { ...row, plugTurn: 0 };
  await db
    .insert(accountAutomations)
    .values(values)
    .onConflictDoUpdate({ target: accountAutomations.accountId, set: values });
}

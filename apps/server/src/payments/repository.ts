import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments, users } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrderByProviderId(
  db: Database,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

/** Locks the order row until the transaction ends, so concurrent payments apply one at a time. */
export async function lockOrderByProviderId(
  tx: Database,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .for('update');
  return row;
}

export async function findPaymentOfOrder(tx: Database, orderId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/** Answers false when the provider payment id was already recorded (for any order). */
export async function insertPaymentOnce(
  tx: Database,
  values: typeof payments.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function markOrderPaid(tx: Database, input: { orderId: string; paidAt: Date }) {
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: input.paidAt })
    .where(eq(orders.id, input.orderId));
}

export async function findUserPlan(tx: Database, userId: string) {
  const [row] = await tx
    .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setUserPlan(
  tx: Database,
  input: { userId: string; plan: string; planExpiresAt: Date },
) {
  await tx
    .update(users)
    .set({ plan: input.plan, planExpiresAt: input.planExpiresAt })
    .where(eq(users.id, input.userId));
}

import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { networkKeyValues, networkSpend, sandboxPosts } from '../db/schema';
import { newId } from '../lib/ids';
import type { Cipher } from '../lib/encryption';
import type { NetworkKeyValues, SpendLedger } from './context';
import type { SandboxStore } from './sandbox-store';

/** The sandboxes' posts in the application's database, so every instance sees the same ones. */
export function createDatabaseSandboxStore(db: Database): SandboxStore {
  return {
    async save(post) {
      const [inserted] = await db
        .insert(sandboxPosts)
        .values(post)
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const kept = post.sendKey
        ? await db
            .select()
            .from(sandboxPosts)
            .where(
              and(eq(sandboxPosts.network, post.network), eq(sandboxPosts.sendKey, post.sendKey)),
            )
        : [];
      if (!kept[0]) throw new Error('A sandbox post with this id exists already');
      return kept[0];
    },
    async findBySendKey(network, authorId, sendKey) {
      const [row] = await db
        .select()
        .from(sandboxPosts)
        .where(
          and(
            eq(sandboxPosts.network, network),
            eq(sandboxPosts.sendKey, sendKey),
            eq(sandboxPosts.authorId, authorId),
          ),
        );
      return row ?? null;
    },
    async findById(network, id) {
      const [row] = await db
        .select()
        .from(sandboxPosts)
        .where(and(eq(sandboxPosts.network, network), eq(sandboxPosts.id, id)));
      return row ?? null;
    },
    async listByAuthor(network, authorId, { limit, before, after }) {
      const conditions = [eq(sandboxPosts.network, network), eq(sandboxPosts.authorId, authorId)];
      if (before) conditions.push(lt(sandboxPosts.id, before));
      if (after) conditions.push(gt(sandboxPosts.id, after));
      return db
        .select()
        .from(sandboxPosts)
        .where(and(...conditions))
        .orderBy(after ? asc(sandboxPosts.id) : desc(sandboxPosts.id))
        .limit(limit)
        .then((rows) => (after ? rows.reverse() : rows));
    },
  };
}

/** Network values sealed with ENCRYPTION_KEY in the application's database. */
export function createDatabaseKeyValues(db: Database, cipher: Cipher): NetworkKeyValues {
  const read = async (network: string, key: string) => {
    const [row] = await db
      .select({ value: networkKeyValues.value })
      .from(networkKeyValues)
      .where(and(eq(networkKeyValues.network, network), eq(networkKeyValues.key, key)));
    return row ? (JSON.parse(cipher.decrypt(row.value)) as Record<string, string>) : null;
  };
  return {
    get: read,
    async putIfAbsent(network, key, value) {
      await db
        .insert(networkKeyValues)
        .values({ network, key, value: cipher.encrypt(JSON.stringify(value)) })
        .onConflictDoNothing();
      return (await read(network, key))!;
    },
  };
}

/** The spend ledger in the application's database: one row per paid call, stamped now. */
export function createDatabaseSpendLedger(db: Database, now: () => Date): SpendLedger {
  return {
    async record(call) {
      await db
        .insert(networkSpend)
        .values({
          id: newId(),
          userId: call.owner.userId,
          accountId: call.owner.accountId,
          network: call.network,
          call: call.call,
          units: call.units,
          usdMicros: Math.round(call.usd * 1_000_000),
          ref: call.ref ?? null,
          madeAt: now(),
        })
        .onConflictDoNothing();
    },
  };
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, usageCounters, users } from '../db/schema';
import { newId } from '../lib/ids';
import { thisMonthsCounter, type PlanAndCount } from '../usage';

export type UserRow = typeof users.$inferSelect;

/**
 * Finds the person by e-mail (case-insensitive) or creates them. An existing account keeps its
 * name: whoever signs in with an e-mail address does not get to rename the account behind it.
 */
export async function findOrCreateUserByEmail(
  db: Database,
  input: { email: string; name: string },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  // A no-op update, so that the existing row is returned in the same statement.
  const [user] = await db
    .insert(users)
    .values({ id: newId(), email, name: input.name })
    .onConflictDoUpdate({ target: users.email, set: { email } })
    .returning();
  return user!;
}

/** A Google account is matched by its subject, then linked to an existing user with that e-mail. */
export async function upsertGoogleUser(
  db: Database,
  input: { subject: string; email: string; name: string },
): Promise<UserRow> {
  const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, input.subject));
  if (bySubject) return bySubject;
  const user = await findOrCreateUserByEmail(db, input);
  const [linked] = await db
    .update(users)
    .set({ googleSubject: input.subject })
    .where(eq(users.id, user.id))
    .returning();
  return linked!;
}

export async function createSession(
  db: Database,
  input: { userId: string; expiresAt: Date },
): Promise<string> {
  const id = newId();
  await db.insert(sessions).values({ id, userId: input.userId, expiresAt: input.expiresAt });
  return id;
}

const isLive = and(
  eq(sessions.id, sql.placeholder('sessionId')),
  eq(sessions.userId, sql.placeholder('userId')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

const sessionCheck = preparedPerDatabase((db) =>
  db.select({ id: sessions.id }).from(sessions).where(isLive).prepare('session_check'),
);

/** The same check, with the account's plan and generation count in `period` (for generations). */
const liveSessionAccount = preparedPerDatabase((db) =>
  db
    .select({ plan: users.plan, planExpiresAt: users.planExpiresAt, used: usageCounters.used })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(usageCounters, thisMonthsCounter)
    .where(isLive)
    .prepare('live_session_account'),
);

/** The plan and generation count read with a live session (for generations). */
export type SessionAccount = PlanAndCount;

type SessionKey = { sessionId: string; userId: string; now: Date };

export async function isSessionActive(db: Database, input: SessionKey): Promise<boolean> {
  const [row] = await sessionCheck(db).execute({ ...input, now: input.now.toISOString() });
  return Boolean(row);
}

/** The account behind a live session, or undefined when it was revoked or has expired. */
export async function findLiveSessionAccount(
  db: Database,
  input: SessionKey & { period: string },
): Promise<SessionAccount | undefined> {
  const [row] = await liveSessionAccount(db).execute({
    ...input,
    now: input.now.toISOString(),
  });
  return row && { ...row, used: row.used ?? 0 };
}

export async function revokeSession(db: Database, input: { sessionId: string; now: Date }) {
  await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(and(eq(sessions.id, input.sessionId), isNull(sessions.revokedAt)));
}

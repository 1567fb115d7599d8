import { eq } from 'drizzle-orm';
import type { Settings } from '@quillpost/shared';
import type { Database } from '../db/client';
import { userSettings } from '../db/schema';

export async function findSettings(db: Database, userId: string): Promise<Settings | null> {
  const [row] = await db
    .select({ timezone: userSettings.timezone, slots: userSettings.slots })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function saveSettings(
  db: Database,
  input: { userId: string; settings: Settings; now: Date },
): Promise<void> {
  const values = { ...input.settings, updatedAt: input.now };
  await db
    .insert(userSettings)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

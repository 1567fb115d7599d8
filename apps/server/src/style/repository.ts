import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { styleSettings } from '../db/schema';

export interface StyleSettings {
  enabled: boolean;
  pinned: string[];
  dropped: string[];
  updatedAt: Date | null;
}

/** Until the person says otherwise a learned style is used, with no example pinned or dropped. */
export const DEFAULT_STYLE_SETTINGS: StyleSettings = {
  enabled: true,
  pinned: [],
  dropped: [],
  updatedAt: null,
};

export async function findStyleSettings(db: Database, userId: string): Promise<StyleSettings> {
  const [row] = await db
    .select({
      enabled: styleSettings.enabled,
      pinned: styleSettings.pinned,
      dropped: styleSettings.dropped,
      updatedAt: styleSettings.updatedAt,
    })
    .from(styleSettings)
    .where(eq(styleSettings.userId, userId))
    .limit(1);
  return row ?? DEFAULT_STYLE_SETTINGS;
}

/**
 * Saves the switch, and each list only when given: one statement that never writes back a list
 * read earlier, so two changes at once (a pin, and the switch) both stay.
 */
export async function saveStyleSettings(
  db: Database,
  input: { userId: string; enabled: boolean; pinned?: string[]; dropped?: string[]; now: Date },
): Promise<void> {
  const values = {
    enabled: input.enabled,
    ...(input.pinned ? { pinned: input.pinned } : {}),
    ...(input.dropped ? { dropped: input.dropped } : {}),
    updatedAt: input.now,
  };
  await db
    .insert(styleSettings)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: styleSettings.userId, set: values });
}

import { canonicalTimezone, DEFAULT_TIMEZONE, type Settings } from '@quillpost/shared';
import type { AppDeps } from '../types';
import * as repository from './repository';

/** Until the user saves theirs: UTC and no slots. */
export const DEFAULT_SETTINGS: Settings = { timezone: DEFAULT_TIMEZONE, slots: [] };

/**
 * The accepted spelling of a saved zone. Rows saved before zones were checked against the list
 * may hold another letter case, or a name only Intl knew: such a name is read as the zone Intl
 * took it for, which is where its slots were placed (US/Pacific is America/Los_Angeles, IST is
 * Asia/Calcutta); a name that is no zone at all (an offset such as +05:30) is read as UTC.
 */
function savedTimezone(name: string): string {
  const canonical = canonicalTimezone(name);
  if (canonical) return canonical;
  try {
    const intlZone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions();
    return canonicalTimezone(intlZone.timeZone) ?? DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export async function getSettings(deps: AppDeps, input: { userId: string }): Promise<Settings> {
  const saved = await repository.findSettings(deps.db, input.userId);
  return saved ? { ...saved, timezone: savedTimezone(saved.timezone) } : DEFAULT_SETTINGS;
}

/** Replaces the user's settings (the schema refuses repeated slots); slots are kept sorted. */
export async function updateSettings(
  deps: AppDeps,
  input: { userId: string; settings: Settings },
): Promise<Settings> {
  const slots = [...input.settings.slots]
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
    .map(({ weekday, time }) => ({ weekday, time }));
  const settings = { timezone: input.settings.timezone, slots };
  await repository.saveSettings(deps.db, { userId: input.userId, settings, now: deps.now() });
  return settings;
}

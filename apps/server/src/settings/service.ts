import {
  canonicalTimezone,
  DEFAULT_SLOTS,
  DEFAULT_TIMEZONE,
  type SavedSettings,
  type Settings,
} from '@quillpost/shared';
import type { AppDeps } from '../types';
import * as repository from './repository';

/**
 * Until the person saves theirs: UTC (the web app saves the browser's zone on the first dashboard
 * visit) and the default week, so the next slot can be taken before anything is saved. Saved
 * settings, even with no slots, are kept as they are.
 */
export const DEFAULT_SETTINGS: SavedSettings = {
  timezone: DEFAULT_TIMEZONE,
  slots: DEFAULT_SLOTS,
  timezoneSaved: false,
};

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

export async function getSettings(
  deps: AppDeps,
  input: { userId: string },
): Promise<SavedSettings> {
  const saved = await repository.findSettings(deps.db, input.userId);
  if (!saved) return DEFAULT_SETTINGS;
  return { ...saved, timezone: savedTimezone(saved.timezone), timezoneSaved: true };
}

/** Replaces the user's settings (the schema refuses repeated slots); slots are kept sorted. */
export async function updateSettings(
  deps: AppDeps,
  input: { userId: string; settings: Settings },
): Promise<SavedSettings> {
  const slots = [...input.settings.slots]
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
    .map(({ weekday, time }) => ({ weekday, time }));
  const settings = { timezone: input.settings.timezone, slots };
  await repository.saveSettings(deps.db, { userId: input.userId, settings, now: deps.now() });
  return { ...settings, timezoneSaved: true };
}

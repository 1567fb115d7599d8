import { DEFAULT_TIMEZONE, type Settings } from '@quillpost/shared';
import type { AppDeps } from '../types';
import * as repository from './repository';

/** Until the user saves theirs: UTC and no slots. */
export const DEFAULT_SETTINGS: Settings = { timezone: DEFAULT_TIMEZONE, slots: [] };

export async function getSettings(deps: AppDeps, input: { userId: string }): Promise<Settings> {
  return (await repository.findSettings(deps.db, input.userId)) ?? DEFAULT_SETTINGS;
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

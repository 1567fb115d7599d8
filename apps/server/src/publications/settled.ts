import type { AppDeps } from '../types';
import type { SettledPublication } from './settings';

/** Tells every listener; a listener that fails fails the caller, whose retry tells it again. */
export async function publicationSettled(deps: AppDeps, event: SettledPublication): Promise<void> {
  for (const listener of deps.publishing.settledListeners) await listener(event);
}

import type { AppDeps } from '../types';

/** A publication that went out, or that the person canceled. */
export interface SettledPublication {
  publicationId: string;
  status: 'published' | 'canceled';
}

type Listener = (deps: AppDeps, event: SettledPublication) => Promise<void>;

const listeners: Listener[] = [];

/**
 * Lets a feature that follows publications (evergreen posts) hear of each one that went out or
 * was canceled, without publishing knowing that feature: it registers itself when loaded.
 */
export function onPublicationSettled(listener: Listener): void {
  listeners.push(listener);
}

/** Tells every listener; a listener that fails fails the caller, whose retry tells it again. */
export async function publicationSettled(deps: AppDeps, event: SettledPublication): Promise<void> {
  for (const listener of listeners) await listener(deps, event);
}

/** Evergreen posts, as other features reach them. */
import type { SettledPublication } from '../publications';
import type { AppDeps } from '../types';
import { queueEvergreenCycle } from './job';
import { followsEvergreen } from './repository';

export { evergreenProblem, saveEvergreen } from './settings';
export { evergreenOfPosts } from './view';

/** A publication of an evergreen post went out, or its variant was skipped: the next cycle. */
export async function followEvergreenPublication(
  deps: AppDeps,
  { publicationId }: SettledPublication,
): Promise<void> {
  if (await followsEvergreen(deps.db, publicationId))
    await queueEvergreenCycle(deps, publicationId);
}

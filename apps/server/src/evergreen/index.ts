/** Evergreen posts, as other features reach them. */
import { onPublicationSettled } from '../publications';
import { queueEvergreenCycle } from './job';
import { followsEvergreen } from './repository';

export { evergreenProblem, saveEvergreen } from './settings';
export { evergreenOfPosts } from './view';
export { evergreenWorker } from './worker';

// A publication of an evergreen post went out, or its variant was skipped: the next cycle.
onPublicationSettled(async (deps, { publicationId }) => {
  if (await followsEvergreen(deps.db, publicationId))
    await queueEvergreenCycle(deps, publicationId);
});

import type { Publication } from '@quillpost/shared';

/** The first line of a publication's first post, to name it in lists. */
export const excerpt = (publication: Publication) =>
  publication.parts[0]?.text.split('\n')[0] ?? '';

import {
  checkEditedPost,
  isPublishableKind,
  publicationParts,
  type Post,
  type PostKind,
  type PostMedia,
} from '@quillpost/shared';
import { AppError } from '../lib/errors';
import { mediaProblems } from '../media';
import { refreshScheduledParts } from '../publications';
import type { AppDeps } from '../types';
import * as repository from './repository';
import { postNotFound, toPost } from './service';

/** How many parts can carry images: the posts the content goes out as (ideas go out as none). */
const partCountOf = (kind: PostKind, content: string) =>
  isPublishableKind(kind) ? publicationParts(kind, content).length : 0;

/**
 * Replaces a post's content (and, when given, its images) after checking them against the rules
 * of its kind (a thread edited by hand may have 2 to 25 parts) and of media (only the user's own,
 * at most 4 images or 1 GIF a part, none on a part the post does not have). Every problem is
 * listed in one 400 and nothing changes; a post scheduled to go out is updated with it.
 */
export async function editPost(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; id: string; content: string; media?: PostMedia },
): Promise<Post> {
  const where = { userId: input.userId, kind: input.kind, id: input.id };
  const current = await repository.findPostForEdit(deps.db, where);
  if (current === null) throw postNotFound(input.kind);
  const content = input.content.replace(/\r\n?/g, '\n').trim();
  const media = input.media ?? current.media;
  const problems = checkEditedPost(input.kind, content, current.format);
  const partCount = problems.length === 0 ? partCountOf(input.kind, content) : media.length;
  problems.push(...(await mediaProblems(deps, { userId: input.userId, media, partCount })));
  if (problems.length > 0) {
    const fields = [
      ...new Set(problems.map((problem) => (problem.startsWith('media:') ? 'media' : 'content'))),
    ];
    throw new AppError('invalid_input', `${fields.join(', ')}: ${problems.join(' ')}`, {
      problems,
    });
  }
  const row = await repository.updatePostContent(deps.db, { ...where, content, media });
  if (!row) throw postNotFound(input.kind);
  await refreshScheduledParts(deps, { id: row.id, kind: input.kind, content, media });
  return toPost(row);
}

import {
  checkEditedPost,
  checkWrittenPost,
  isPublishableKind,
  publicationParts,
  type EvergreenSettings,
  type Post,
  type PostKind,
  type PostMedia,
} from '@quillpost/shared';
import { evergreenProblem, saveEvergreen } from '../evergreen';
import { AppError } from '../lib/errors';
import { mediaProblems } from '../media';
import { checkEditBeforeSaving, refreshScheduledParts } from '../publications';
import type { AppDeps } from '../types';
import * as repository from './repository';
import { postNotFound, toPosts } from './service';

/** Text typed by a person, as it is checked and saved: line breaks as `\n`, no outer spaces. */
export const handTypedContent = (content: string) => content.replace(/\r\n?/g, '\n').trim();

/** How many parts can carry images: the posts the content goes out as (ideas go out as none). */
const partCountOf = (kind: PostKind, content: string) =>
  isPublishableKind(kind) ? publicationParts(kind, content).length : 0;

/**
 * Every problem of the text and its images in one 400, which the editor lists (`problems`); the
 * message names the fields at fault.
 */
export function assertNoProblems(problems: string[]): void {
  if (problems.length === 0) return;
  const fields = [
    ...new Set(problems.map((problem) => (problem.startsWith('media:') ? 'media' : 'content'))),
  ];
  throw new AppError('invalid_input', `${fields.join(', ')}: ${problems.join(' ')}`, { problems });
}

/** The problems of a post's text under `rules`, and of its images (only the user's own, etc.). */
export async function contentAndMediaProblems(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; content: string; media: PostMedia },
  textProblems: string[],
): Promise<string[]> {
  const { media } = input;
  const partCount =
    textProblems.length === 0 ? partCountOf(input.kind, input.content) : media.length;
  const problems = [...textProblems];
  problems.push(...(await mediaProblems(deps, { userId: input.userId, media, partCount })));
  return problems;
}

/**
 * Replaces a post's content (and, when given, its images) after checking them against the rules
 * of its kind (a thread edited by hand may have 2 to 25 parts) and of media (only the user's own,
 * at most 4 images or 1 GIF a part, none on a part the post does not have). Every problem is
 * listed in one 400 and nothing changes; a post scheduled to go out must still pass its
 * pre-flight there (400 or 409, nothing changed), and is updated with it. `evergreen`, when
 * given, is checked with the rest before anything is saved, then saved (null stops it).
 */
export async function editPost(
  deps: AppDeps,
  input: {
    userId: string;
    kind: PostKind;
    id: string;
    content?: string;
    media?: PostMedia;
    evergreen?: EvergreenSettings | null;
  },
): Promise<Post> {
  const where = { userId: input.userId, kind: input.kind, id: input.id };
  const current = await repository.findPostForEdit(deps.db, where);
  if (current === null) throw postNotFound(input.kind);
  if (input.evergreen !== undefined) {
    const post = { kind: input.kind, variantOf: current.variantOf };
    const problem = await evergreenProblem(deps, { ...where, post, settings: input.evergreen });
    if (problem) throw problem;
  }
  if (input.content !== undefined)
    await saveContent(deps, { ...input, content: input.content }, current);
  if (input.evergreen !== undefined) {
    await saveEvergreen(deps, { postId: input.id, settings: input.evergreen });
  }
  const row = await repository.findPost(deps.db, where);
  if (!row) throw postNotFound(input.kind);
  const [post] = await toPosts(deps, [row]);
  return post!;
}

async function saveContent(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; id: string; content: string; media?: PostMedia },
  current: { format: string; source: string; media: PostMedia },
): Promise<void> {
  const where = { userId: input.userId, kind: input.kind, id: input.id };
  const content = handTypedContent(input.content);
  const media = input.media ?? current.media;
  // A variant was written by the engine from any post: it is held to the rules of text written
  // by hand, like a written post, not to a template it may not have.
  const textProblems =
    current.source === 'generated'
      ? checkEditedPost(input.kind, content, current.format)
      : checkWrittenPost(input.kind, content);
  assertNoProblems(
    await contentAndMediaProblems(
      deps,
      { userId: input.userId, kind: input.kind, content, media },
      textProblems,
    ),
  );
  await checkEditBeforeSaving(deps, { id: input.id, kind: input.kind, content });
  const row = await repository.updatePostContent(deps.db, { ...where, content, media });
  if (!row) throw postNotFound(input.kind);
  await refreshScheduledParts(deps, { id: row.id, kind: input.kind, content, media });
}

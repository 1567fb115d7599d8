import { checkEditedPost, checkWrittenPost, type Post, type PostKind } from '@quillpost/shared';
import { AppError } from '../lib/errors';
import { refreshScheduledParts } from '../publications';
import type { AppDeps } from '../types';
import * as repository from './repository';
import { postNotFound, toPost } from './service';

/** Text typed by a person, as it is checked and saved: line breaks as `\n`, no outer spaces. */
export const handTypedContent = (content: string) => content.replace(/\r\n?/g, '\n').trim();

/** Every problem of the text in one 400, which the editor lists (`problems`). */
export function assertNoProblems(problems: string[]): void {
  if (problems.length > 0) {
    throw new AppError('invalid_input', `content: ${problems.join(' ')}`, { problems });
  }
}

/**
 * Replaces a post's content after checking it against the rules of its kind (a thread edited by
 * hand may have 2 to 25 parts). Every problem is listed in one 400 and nothing changes; a post
 * scheduled to go out is updated with it.
 */
export async function editPost(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; id: string; content: string },
): Promise<Post> {
  const where = { userId: input.userId, kind: input.kind, id: input.id };
  const rules = await repository.findPostRules(deps.db, where);
  if (rules === null) throw postNotFound(input.kind);
  const content = handTypedContent(input.content);
  const problems =
    rules.source === 'written'
      ? checkWrittenPost(input.kind, content)
      : checkEditedPost(input.kind, content, rules.format);
  assertNoProblems(problems);
  const row = await repository.updatePostContent(deps.db, { ...where, content });
  if (!row) throw postNotFound(input.kind);
  await refreshScheduledParts(deps, { id: row.id, kind: input.kind, content });
  return toPost(row);
}

import { checkWrittenPost, type Post, type PostKind } from '@quillpost/shared';
import { newId } from '../lib/ids';
import type { AppDeps } from '../types';
import { assertNoProblems, handTypedContent } from './edit';
import * as repository from './repository';
import { toPost } from './service';

/**
 * Saves a tweet or thread the person wrote (ideas are only generated: their request refuses
 * `content`), checked like an edit. It is not a generation: the
 * plan's monthly count is neither checked nor taken. A 400 lists every problem and saves nothing.
 * A written post has no description, template, voice or domain: those stay empty.
 */
export async function createWrittenPost(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; content: string },
): Promise<Post> {
  const content = handTypedContent(input.content);
  assertNoProblems(checkWrittenPost(input.kind, content));
  const row: repository.PostRow = {
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    title: '',
    content,
    format: '',
    voice: '',
    tags: '',
    source: 'written',
    createdAt: deps.now(),
  };
  await repository.insertWrittenPost(deps.db, row);
  return toPost(row);
}

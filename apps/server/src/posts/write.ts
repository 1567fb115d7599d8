import { checkWrittenPost, type Post, type PostKind, type PostMedia } from '@quillpost/shared';
import { newId } from '../lib/ids';
import type { AppDeps } from '../types';
import { assertNoProblems, contentAndMediaProblems, handTypedContent } from './edit';
import * as repository from './repository';
import { toPost } from './service';

/**
 * Saves a tweet or thread the person wrote (ideas are only generated: their request refuses
 * `content`), checked like an edit, with its images checked like an edit's. It is not a generation: the
 * plan's monthly count is neither checked nor taken. A 400 lists every problem and saves nothing.
 * A written post has no description, template, voice or domain: those stay empty.
 */
export async function createWrittenPost(
  deps: AppDeps,
  input: { userId: string; kind: PostKind; content: string; media: PostMedia },
): Promise<Post> {
  const content = handTypedContent(input.content);
  const { media } = input;
  assertNoProblems(
    await contentAndMediaProblems(
      deps,
      { userId: input.userId, kind: input.kind, content, media },
      checkWrittenPost(input.kind, content),
    ),
  );
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
    variantOf: null,
    evergreen: null,
    media,
    createdAt: deps.now(),
  };
  await repository.insertWrittenPost(deps.db, row);
  return toPost(row);
}

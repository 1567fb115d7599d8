import {
  POST_COLLECTIONS,
  type CreateWrittenPostRequest,
  type Post,
  type PostKind,
} from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Only tweets and threads can be written by hand; ideas are only generated. */
export type WritableKind = Exclude<PostKind, 'idea'>;

/**
 * Saves a tweet or thread the person wrote. It is not a generation (no plan count); a refusal
 * rejects with an `ApiError` whose `details.problems` lists every problem (see `editProblems`).
 */
export async function createWrittenPost(
  kind: WritableKind,
  body: CreateWrittenPostRequest,
): Promise<Post> {
  const { data } = await api.post<Record<WritableKind, Post>>(
    `/api/v0/posts/${POST_COLLECTIONS[kind]}`,
    body,
  );
  return data[kind];
}

/** Saves a written post, then refetches that kind's library and its overview. */
export function useCreateWrittenPost(kind: WritableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createWrittenPost(kind, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts(kind) }),
  });
}

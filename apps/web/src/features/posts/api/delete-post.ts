import { POST_COLLECTIONS, type PostKind } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function deletePost(kind: PostKind, id: string): Promise<void> {
  await api.delete(`/api/v0/posts/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`);
}

/** Deletes a post, then refetches the list. Failures are only logged, as the list stays right. */
export function useDeletePost(kind: PostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | undefined) => {
      if (!id) throw new Error(`Cannot delete a ${kind} without an _id`);
      await deletePost(kind, id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts(kind) }),
    onError: (error) => console.error(`Deleting a ${kind} failed`, error),
  });
}

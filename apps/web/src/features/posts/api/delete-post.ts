import { POST_COLLECTIONS, type PostKind } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorCode, errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { showAlert } from '@/stores/alert';

export async function deletePost(kind: PostKind, id: string): Promise<void> {
  await api.delete(`/api/v0/posts/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`);
}

/**
 * Deletes a post, then refetches the list and the publications (its scheduled one is canceled
 * with it). A post being published right now is not deleted, and the person is told why; other
 * failures are only logged, as the list stays right.
 */
export function useDeletePost(kind: PostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | undefined) => {
      if (!id) throw new Error(`Cannot delete a ${kind} without an _id`);
      await deletePost(kind, id);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.posts(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publications }),
      ]),
    onError: (error) => {
      if (errorCode(error) === 'conflict') {
        void showAlert(errorMessage(error), { title: 'Not deleted' });
        return;
      }
      console.error(`Deleting a ${kind} failed`, error);
    },
  });
}

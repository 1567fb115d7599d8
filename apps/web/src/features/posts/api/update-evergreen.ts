import type { EvergreenSettings, PublishableKind } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { putSavedPost, updatePost } from './update-post';

/**
 * Saves a post's evergreen settings (null stops it) and puts the saved post in the cached lists
 * and in the composer's copy; the schedule is refetched, as stopping cancels the waiting variant.
 */
export function useUpdateEvergreen(kind: PublishableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, evergreen }: { id: string; evergreen: EvergreenSettings | null }) =>
      updatePost(kind, id, { evergreen }),
    onSuccess: (saved) => {
      putSavedPost(queryClient, kind, saved);
      queryClient.setQueryData([...queryKeys.posts(kind), 'one', saved._id], saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications });
    },
  });
}

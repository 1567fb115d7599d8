import type { EvergreenSettings, Post, PublishableKind } from '@quillpost/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { updatePost } from './update-post';

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
      queryClient.setQueryData<InfiniteData<Post[]>>(queryKeys.posts(kind), (cached) =>
        cached
          ? {
              ...cached,
              pages: cached.pages.map((page) =>
                page.map((post) => (post._id === saved._id ? saved : post)),
              ),
            }
          : cached,
      );
      queryClient.setQueryData([...queryKeys.posts(kind), 'one', saved._id], saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications });
    },
  });
}

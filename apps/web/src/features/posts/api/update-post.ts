import {
  POST_COLLECTIONS,
  type Post,
  type PostKind,
  type UpdatePostRequest,
} from '@quillpost/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { problemsOf } from '@/lib/problems';
import { queryKeys } from '@/lib/query-keys';

export async function updatePost(kind: PostKind, id: string, body: UpdatePostRequest) {
  const { data } = await api.patch<Record<PostKind, Post>>(
    `/api/v0/posts/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`,
    body,
  );
  return data[kind];
}

/** Every problem the server found in an edit (its 400 lists them all), or none for other failures. */
export const editProblems = problemsOf;

/**
 * Saves an edited post and puts the saved version in the cached list in place of the old one,
 * so every card shows it without a refetch. The overview and the schedule (which posts a
 * scheduled post's parts) are refetched, as they hold copies of the text.
 */
export function useUpdatePost(kind: PostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      updatePost(kind, id, { content }),
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
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.posts(kind), 'overview'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications });
    },
  });
}

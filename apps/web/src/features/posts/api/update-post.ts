import {
  POST_COLLECTIONS,
  type Post,
  type PostKind,
  type UpdatePostRequest,
} from '@quillpost/shared';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
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

/** Puts a saved post in the cached list of its kind in place of the old one. */
export function putSavedPost(queryClient: QueryClient, kind: PostKind, saved: Post): void {
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
      putSavedPost(queryClient, kind, saved);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.posts(kind), 'overview'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications });
    },
  });
}

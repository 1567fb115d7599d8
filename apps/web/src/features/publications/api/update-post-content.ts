import {
  POST_COLLECTIONS,
  type Post,
  type PublishableKind,
  type UpdatePostRequest,
} from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves a post's edited content through the posts' edit route; the answer is the saved post. */
export async function updatePostContent(
  kind: PublishableKind,
  id: string,
  content: string,
): Promise<Post> {
  const body: UpdatePostRequest = { content };
  const { data } = await api.patch<Record<string, Post>>(
    `/api/v0/posts/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`,
    body,
  );
  return data[kind]!;
}

/** Rewrites a post's content, then refreshes the lists that show it. */
export function useUpdatePostContent(kind: PublishableKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => updatePostContent(kind, id, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts(kind) }),
  });
}

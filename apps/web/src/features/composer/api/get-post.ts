import { POST_COLLECTIONS, type Post, type PublishableKind } from '@quillpost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One saved post, read from its kind's library (`GET /api/v0/posts/tweets|threads`): the API
 * lists posts but has no route for one. A post that is not there is a 404 like the server's.
 */
export async function getPost(kind: PublishableKind, id: string): Promise<Post> {
  const collection = POST_COLLECTIONS[kind];
  const { data } = await api.get<Record<string, Post[]>>(`/api/v0/posts/${collection}`);
  const post = data[collection]?.find((candidate) => candidate._id === id);
  if (!post) throw new ApiError('This post does not exist, or it is not yours.', 'not_found', 404);
  return post;
}

export const postQueryOptions = (kind: PublishableKind, id: string) =>
  queryOptions({
    queryKey: [...queryKeys.posts(kind), 'one', id],
    queryFn: () => getPost(kind, id),
    // The composer keeps what it loaded: a refetch must not replace text being written.
    staleTime: Infinity,
  });

export const usePost = (kind: PublishableKind, id: string | undefined) =>
  useQuery({ ...postQueryOptions(kind, id ?? ''), enabled: Boolean(id) });

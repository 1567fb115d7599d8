import { POST_COLLECTIONS, type Post, type PostKind } from '@quillpost/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const PAGE_SIZE = 24;

/** One page: the newest `limit` posts older than `before`, answered oldest first. */
export async function listPosts(
  kind: PostKind,
  params: { limit?: number; before?: string } = {},
): Promise<Post[]> {
  const collection = POST_COLLECTIONS[kind];
  const { data } = await api.get<Record<string, Post[]>>(`/api/v0/posts/${collection}`, { params });
  return data[collection] ?? [];
}

export const postsQueryOptions = (kind: PostKind) =>
  infiniteQueryOptions({
    queryKey: queryKeys.posts(kind),
    queryFn: ({ pageParam }) =>
      listPosts(kind, { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: '',
    // A full page may have older posts behind it; the cursor is the oldest post shown.
    getNextPageParam: (lastPage) => (lastPage.length === PAGE_SIZE ? lastPage[0]?._id : undefined),
  });

/** Newest first: each page is reversed, and later pages hold older posts. */
export function newestFirst(pages: readonly Post[][]): Post[] {
  return pages.flatMap((page) => [...page].reverse());
}

export function usePosts(kind: PostKind) {
  return useInfiniteQuery({
    ...postsQueryOptions(kind),
    select: (data) => newestFirst(data.pages),
  });
}

import type { PostKind } from '@quillpost/shared';
import { useQueries } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { listPosts } from './list-posts';

/** Enough to count a library up to this size; beyond it the overview says "100+". */
export const OVERVIEW_LIMIT = 100;

export function useLatestPosts(kinds: readonly PostKind[]) {
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: [...queryKeys.posts(kind), 'overview'] as const,
      queryFn: () => listPosts(kind, { limit: OVERVIEW_LIMIT }),
      select: (posts: Awaited<ReturnType<typeof listPosts>>) => [...posts].reverse(),
    })),
  });
}

import type { Post, PublishableKind } from '@quillpost/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many of the newest tweets, and of the newest threads, the calendar offers to schedule. */
const OFFERED = 50;

export type LibraryPost = Post & { kind: PublishableKind };

async function newest(kind: PublishableKind): Promise<LibraryPost[]> {
  const key = kind === 'tweet' ? 'tweets' : 'threads';
  const { data } = await api.get<Record<string, Post[]>>(`/api/v0/posts/${key}`, {
    params: { limit: OFFERED },
  });
  return (data[key] ?? []).map((post) => ({ ...post, kind }));
}

/** The newest tweets and threads of the library, newest first: what can be scheduled. */
export const useLibraryPosts = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.allPosts, 'publishable', OFFERED],
    queryFn: async () =>
      (await Promise.all([newest('tweet'), newest('thread')]))
        .flat()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    enabled,
  });

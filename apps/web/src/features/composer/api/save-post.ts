import { POST_COLLECTIONS, type Post, type PublishableKind } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { postQueryOptions } from './get-post';

/** A post written by hand: `POST /api/v0/posts/tweets|threads` `{ content, media }`, 201. */
export async function createWrittenPost(
  kind: PublishableKind,
  content: string,
  media: string[][],
): Promise<Post> {
  const { data } = await api.post<Record<PublishableKind, Post>>(
    `/api/v0/posts/${POST_COLLECTIONS[kind]}`,
    { content, media },
  );
  return data[kind];
}

/** An existing post's new text and images: `PATCH /api/v0/posts/tweets|threads/:id`. */
export async function updatePostContent(
  kind: PublishableKind,
  id: string,
  content: string,
  media: string[][],
): Promise<Post> {
  const { data } = await api.patch<Record<PublishableKind, Post>>(
    `/api/v0/posts/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`,
    { content, media },
  );
  return data[kind];
}

export interface SaveInput {
  kind: PublishableKind;
  /** Absent for a post not saved yet. */
  id?: string;
  content: string;
  /** The images of each post that goes out. */
  media: string[][];
}

/**
 * Saves the post as written: created when new, edited otherwise. The library, the overview and
 * the publications (which hold a scheduled post's parts) are refetched, as they show its text.
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, content, media }: SaveInput) =>
      id ? updatePostContent(kind, id, content, media) : createWrittenPost(kind, content, media),
    onSuccess: (saved, { kind }) => {
      // The composer that opens on the saved post reads it from here, not from the library.
      const own = postQueryOptions(kind, saved._id).queryKey;
      queryClient.setQueryData(own, saved);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.posts(kind),
        predicate: (query) => query.queryKey.join() !== own.join(),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications });
    },
  });
}

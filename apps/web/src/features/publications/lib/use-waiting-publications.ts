import type { Publication } from '@quillpost/shared';
import { useMemo } from 'react';

/** The post's publications still waiting to go out, by account. */
export function useWaitingPublications(
  postId: string,
  publications: readonly Publication[] | undefined,
): ReadonlyMap<string, Publication> {
  return useMemo(
    () =>
      new Map(
        (publications ?? [])
          .filter((p) => p.postId === postId && p.status === 'scheduled' && p.accountId)
          .map((p) => [p.accountId!, p]),
      ),
    [postId, publications],
  );
}

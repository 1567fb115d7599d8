import {
  SCHEDULE_STATUSES,
  scheduleHistoryFrom,
  type CreatePublicationRequest,
  type Publication,
  type PublishAt,
} from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listAllPublications } from '@/lib/publication-pages';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/v0/publications';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * What the schedule screen shows, all of it: every publication not canceled from a recent
 * instant on, so the answer stays the same size however long the history grows.
 */
export function listPublications(): Promise<Publication[]> {
  return listAllPublications({
    from: scheduleHistoryFrom(new Date()),
    status: SCHEDULE_STATUSES.join(','),
  });
}

/** What a post card shows or waits for: its publications that went out or are to go out. */
const CARD_STATUSES = ['scheduled', 'publishing', 'published'].join(',');

const isPending = (p: Publication) => p.status === 'scheduled' || p.status === 'publishing';

/**
 * The signed-in user's publications from `SCHEDULE_HISTORY_DAYS` ago on, by publishing time;
 * looked at again every 5 seconds while one that `watch` picks (by default any not out yet) is
 * still to go out.
 */
export function usePublications(watch: (publication: Publication) => boolean = isPending) {
  return useQuery({
    queryKey: queryKeys.publications,
    queryFn: listPublications,
    refetchInterval: (query) => (query.state.data?.some(watch) ? 5000 : false),
  });
}

/**
 * The publications of a page of posts, whenever they went out: one request a page, none for a
 * page without posts. Looked at again every 5 seconds while one that `watch` picks is pending.
 */
export function usePostPublications(
  postIds: readonly string[],
  watch: (publication: Publication) => boolean = isPending,
) {
  const ids = [...new Set(postIds)].sort();
  return useQuery({
    queryKey: queryKeys.postPublications(ids),
    queryFn: () => listAllPublications({ postIds: ids.join(','), status: CARD_STATUSES }),
    enabled: ids.length > 0,
    refetchInterval: (query) => (query.state.data?.some(watch) ? 5000 : false),
  });
}

/** Creates, reschedules, cancels or retries, then refreshes the schedule. */
function usePublicationChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.publications }),
  });
}

export const useCreatePublication = () =>
  usePublicationChange(async (request: CreatePublicationRequest) => {
    const { data } = await api.post<{ publication: Publication }>(BASE, request);
    return data.publication;
  });

export const useReschedulePublication = () =>
  usePublicationChange(({ id, publishAt }: { id: string; publishAt: PublishAt }) =>
    api.patch(path(id), { publishAt }),
  );

export const useCancelPublication = () =>
  usePublicationChange((id: string) => api.delete(path(id)));

export const useRetryPublication = () =>
  usePublicationChange((id: string) => api.post(`${path(id)}/retry`));

import {
  SCHEDULE_STATUSES,
  scheduleHistoryFrom,
  type CreatePublicationRequest,
  type Publication,
  type PublishAt,
} from '@quillpost/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listAllPublications } from '@/lib/publication-pages';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/v0/publications';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * What the schedule screen shows, all of it: every publication not canceled from a recent
 * instant on, so the answer stays the same size however long the history grows; only one
 * account's when `accountId` is given.
 */
export function listPublications(accountId = ''): Promise<Publication[]> {
  return listAllPublications({
    from: scheduleHistoryFrom(new Date()),
    status: SCHEDULE_STATUSES.join(','),
    ...(accountId && { accountId }),
  });
}

/** What a post card shows or waits for: its publications that went out or are to go out. */
const CARD_STATUSES = ['scheduled', 'publishing', 'published', 'failed'].join(',');

const isPending = (p: Publication) => p.status === 'scheduled' || p.status === 'publishing';

/**
 * The signed-in user's publications from `SCHEDULE_HISTORY_DAYS` ago on, by publishing time, on
 * every account or on `accountId`'s; looked at again every 5 seconds while one is still to go
 * out.
 */
export function usePublications(accountId = '') {
  return useQuery({
    queryKey: accountId
      ? [...queryKeys.publications, 'account', accountId]
      : queryKeys.publications,
    queryFn: () => listPublications(accountId),
    // Another account's list replaces the one shown when it comes, without a spinner between.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some(isPending) ? 5000 : false),
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

/** What became of one publication asked for: made, or refused with the server's reason. */
export type CreateOutcome =
  { accountId: string; publication: Publication } | { accountId: string; failure: unknown };

/** One account's request; `reschedule` is the post's publication already waiting there. */
export type PublicationRequest = CreatePublicationRequest & {
  accountId: string;
  reschedule?: string;
};

/**
 * Creates one publication of the post per account, one after the other (each takes its own next
 * slot under the user's lock), and answers what became of each: a refusal on one account does
 * not stop the others.
 */
export async function createPublications(requests: PublicationRequest[]): Promise<CreateOutcome[]> {
  const outcomes: CreateOutcome[] = [];
  for (const { reschedule, ...request } of requests) {
    try {
      // A post waits at most once on an account: asking again moves that publication instead.
      const { data } = reschedule
        ? await api.patch<{ publication: Publication }>(path(reschedule), {
            publishAt: request.publishAt,
          })
        : await api.post<{ publication: Publication }>(BASE, request);
      outcomes.push({ accountId: request.accountId, publication: data.publication });
    } catch (failure) {
      outcomes.push({ accountId: request.accountId, failure });
    }
  }
  return outcomes;
}

export const useCreatePublications = () => usePublicationChange(createPublications);

export const useReschedulePublication = () =>
  usePublicationChange(({ id, publishAt }: { id: string; publishAt: PublishAt }) =>
    api.patch(path(id), { publishAt }),
  );

export const useCancelPublication = () =>
  usePublicationChange((id: string) => api.delete(path(id)));

export const useRetryPublication = () =>
  usePublicationChange((id: string) => api.post(`${path(id)}/retry`));

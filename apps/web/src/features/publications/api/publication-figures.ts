import {
  MAX_FIGURES_IDS,
  type PublicationFiguresResponse,
  type PublishedFigures,
} from '@quillpost/shared';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getPublicationFigures(ids: readonly string[]): Promise<PublishedFigures[]> {
  const { data } = await api.get<PublicationFiguresResponse>('/api/v0/analytics/publications', {
    params: { ids: ids.join(',') },
  });
  return data.figures;
}

function groupsOf(ids: readonly string[]): string[][] {
  const sorted = [...new Set(ids)].sort();
  const groups: string[][] = [];
  for (let i = 0; i < sorted.length; i += MAX_FIGURES_IDS) {
    groups.push(sorted.slice(i, i + MAX_FIGURES_IDS));
  }
  return groups;
}

/**
 * The latest figures of these published publications by id: one request for up to 100 ids (a
 * page of cards), none for no ids. Figures not answered yet are simply missing from the map.
 */
export function usePublicationFigures(ids: readonly string[]): Map<string, PublishedFigures> {
  return useQueries({
    queries: groupsOf(ids).map((group) => ({
      queryKey: queryKeys.publicationFigures(group),
      queryFn: () => getPublicationFigures(group),
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result) => (result.data ?? []).map((f) => [f.publicationId, f] as const)),
      ),
  });
}

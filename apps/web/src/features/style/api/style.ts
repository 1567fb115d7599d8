import type { StyleResponse, UpdateStyleRequest } from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useStyle() {
  return useQuery({
    queryKey: queryKeys.style,
    queryFn: async () => (await api.get<StyleResponse>('/api/v0/style')).data,
  });
}

/** Saves the switch and the pinned and dropped examples; the answer is the style as it now is. */
export function useSaveStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateStyleRequest) =>
      (await api.put<StyleResponse>('/api/v0/style', body)).data,
    onSuccess: (style) => queryClient.setQueryData(queryKeys.style, style),
  });
}

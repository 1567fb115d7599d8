import type { Settings, SettingsResponse } from '@quillpost/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const settingsKey = ['settings'] as const;

export const useSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await api.get<SettingsResponse>('/api/v0/settings')).data.settings,
  });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Settings) =>
      (await api.put<SettingsResponse>('/api/v0/settings', settings)).data.settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.timezone });
    },
  });
}

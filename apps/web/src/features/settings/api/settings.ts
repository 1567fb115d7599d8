import type { Settings, SettingsResponse } from '@quillpost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { browserTimezone, useSettingsQuery } from '@/lib/timezone';

export const useSettings = useSettingsQuery;

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Settings) =>
      (await api.put<SettingsResponse>('/api/v0/settings', settings)).data.settings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings, settings),
  });
}

/**
 * Saves the browser's zone, with the slots the server answered (the default week), for a person
 * who has saved no settings yet. Tried once per page load: a zone the server refuses stays unsaved
 * and the screens go on naming the browser's.
 */
export function useSaveBrowserTimezone() {
  const settings = useSettingsQuery();
  const { mutate } = useSaveSettings();
  const tried = useRef(false);
  const { data } = settings;
  useEffect(() => {
    if (!data || data.timezoneSaved !== false || tried.current) return;
    tried.current = true;
    mutate({ timezone: browserTimezone(), slots: data.slots });
  }, [data, mutate]);
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * An image's bytes, read with the person's token (`GET /api/v0/media/:id` serves its owner only,
 * so an `<img src>` alone cannot show it). Kept per id, so every thumbnail of it reads it once.
 */
async function readMediaFile(id: string): Promise<Blob> {
  const { data } = await api.get<Blob>(`/api/v0/media/${encodeURIComponent(id)}`, {
    responseType: 'blob',
  });
  return data;
}

export const useMediaFile = (id: string) =>
  useQuery({
    queryKey: ['media-file', id],
    queryFn: () => readMediaFile(id),
    staleTime: Infinity,
  }).data;

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** An object URL of the image for as long as the component shows it, revoked after. */
export function useMediaUrl(id: string): string | undefined {
  const file = useQuery({
    queryKey: ['media-file', id],
    queryFn: () => readMediaFile(id),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) return;
    const made = URL.createObjectURL(file.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file.data]);
  return url;
}

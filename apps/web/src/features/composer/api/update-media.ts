import type { Media, MediaResponse } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/** An image's description: `PATCH /api/v0/media/:id` `{ altText }`. */
export async function updateAltText(id: string, altText: string): Promise<Media> {
  const { data } = await api.patch<MediaResponse>(`/api/v0/media/${encodeURIComponent(id)}`, {
    altText,
  });
  return data.media;
}

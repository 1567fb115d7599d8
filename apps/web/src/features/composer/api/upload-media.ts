import type { Media, MediaResponse } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/**
 * One image: `POST /api/v0/media` (multipart, field `file`), answered 201 `{ media }`.
 * `onProgress` hears the share sent so far, from 0 to 1.
 */
export async function uploadMedia(file: File, onProgress: (share: number) => void): Promise<Media> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<MediaResponse>('/api/v0/media', form, {
    // The browser writes the multipart boundary itself once the JSON default is set aside.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return data.media;
}

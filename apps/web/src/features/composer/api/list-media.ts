import { MAX_MEDIA_IDS, type Media, type MediaListResponse } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/**
 * What the person's images among `ids` are (type, size, description): `GET /api/v0/media?ids=`,
 * asked in lists as long as the route takes. An id of no image of theirs is left out.
 */
export async function listMedia(ids: string[]): Promise<Media[]> {
  const lists: string[][] = [];
  for (let at = 0; at < ids.length; at += MAX_MEDIA_IDS) {
    lists.push(ids.slice(at, at + MAX_MEDIA_IDS));
  }
  const answers = await Promise.all(
    lists.map((list) =>
      api.get<MediaListResponse>('/api/v0/media', { params: { ids: list.join(',') } }),
    ),
  );
  return answers.flatMap(({ data }) => data.media);
}

import { PAGE_LIMIT_MAX, type Publication } from '@quillpost/shared';
import { api } from './api-client';

/**
 * Every publication the filters pick, in publishing order. The list is paged (the newest first),
 * so this reads it 100 at a time back to the oldest: a screen never leaves out what a person has.
 * Ask only for what is shown (`status`, `from`, `postIds`), so the pages stay few.
 */
export async function listAllPublications(filters: Record<string, string>): Promise<Publication[]> {
  const pages: Publication[][] = [];
  let before: string | undefined;
  for (;;) {
    const { data } = await api.get<{ publications: Publication[] }>('/api/v0/publications', {
      params: { ...filters, limit: PAGE_LIMIT_MAX, ...(before ? { before } : {}) },
    });
    pages.unshift(data.publications);
    if (data.publications.length < PAGE_LIMIT_MAX) return pages.flat();
    before = data.publications[0]!._id;
  }
}

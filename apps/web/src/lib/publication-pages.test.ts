import type { Publication } from '@quillpost/shared';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { listAllPublications } from './publication-pages';

afterEach(() => vi.restoreAllMocks());

const publication = (n: number) => ({ _id: `p-${n}`, status: 'published' }) as Publication;
/** Publications `from` to `to`, in publishing order, as one page of the server's answers them. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => publication(from + i));

it('reads every page back from the newest and answers them all in publishing order', async () => {
  const get = vi
    .spyOn(api, 'get')
    .mockResolvedValueOnce({ data: { publications: range(131, 230) } })
    .mockResolvedValueOnce({ data: { publications: range(31, 130) } })
    .mockResolvedValueOnce({ data: { publications: range(1, 30) } });

  const all = await listAllPublications({ status: 'scheduled,published' });

  expect(all.map((p) => p._id)).toEqual(range(1, 230).map((p) => p._id));
  expect(get.mock.calls).toEqual([
    ['/api/v0/publications', { params: { status: 'scheduled,published', limit: 100 } }],
    [
      '/api/v0/publications',
      { params: { status: 'scheduled,published', limit: 100, before: 'p-131' } },
    ],
    [
      '/api/v0/publications',
      { params: { status: 'scheduled,published', limit: 100, before: 'p-31' } },
    ],
  ]);
});

it('asks once when the first page is not full, and once more after a full last page', async () => {
  const get = vi.spyOn(api, 'get').mockResolvedValueOnce({ data: { publications: range(1, 3) } });
  expect(await listAllPublications({})).toHaveLength(3);
  expect(get).toHaveBeenCalledTimes(1);

  get
    .mockResolvedValueOnce({ data: { publications: range(1, 100) } })
    .mockResolvedValueOnce({ data: { publications: [] } });
  expect(await listAllPublications({})).toHaveLength(100);
  expect(get).toHaveBeenCalledTimes(3);
});

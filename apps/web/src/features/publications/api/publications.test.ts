import { afterEach, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { listPublications } from './publications';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('asks for what the schedule shows, from 30 days ago on, not the whole history', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00.000Z'), toFake: ['Date'] });
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { publications: [] } });

  await listPublications();

  expect(get).toHaveBeenCalledWith('/api/v0/publications', {
    params: {
      from: '2026-10-24T12:00:00.000Z',
      status: 'scheduled,publishing,published,failed',
      limit: 100,
    },
  });
});

import { afterEach, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { assist } from './assist';

afterEach(() => vi.restoreAllMocks());

it('posts the request and answers the suggestions', async () => {
  const suggestions = [{ content: 'Small pull requests ship sooner.' }];
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { suggestions } });

  const answer = await assist({
    action: 'shorten',
    kind: 'tweet',
    content: 'Small pull requests really ship sooner.',
    accountIds: ['0193a000-0000-7000-8000-000000000001'],
  });

  expect(answer).toEqual(suggestions);
  expect(post).toHaveBeenCalledWith('/api/v0/assist', {
    action: 'shorten',
    kind: 'tweet',
    content: 'Small pull requests really ship sooner.',
    accountIds: ['0193a000-0000-7000-8000-000000000001'],
  });
});

it('leaves accountIds out when none are given', async () => {
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { suggestions: [] } });
  await assist({ action: 'hooks', kind: 'thread', content: '🧵 Title\n\n1/ One.\n\n2/ Two.' });
  expect(post.mock.calls[0]![1]).toEqual({
    action: 'hooks',
    kind: 'thread',
    content: '🧵 Title\n\n1/ One.\n\n2/ Two.',
  });
});

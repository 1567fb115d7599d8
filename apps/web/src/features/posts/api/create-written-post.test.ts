import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { createWrittenPost } from './create-written-post';
import { editProblems } from './update-post';

describe('createWrittenPost', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts { content } alone to the kind’s collection and answers the saved post', async () => {
    const saved = { _id: 'id-1', content: '1/ One\n\n2/ Two', source: 'written' };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { thread: saved } });
    await expect(createWrittenPost('thread', { content: saved.content })).resolves.toBe(saved);
    expect(post).toHaveBeenCalledWith('/api/v0/posts/threads', { content: saved.content });
  });

  it('rejects with the problems the server listed', async () => {
    const problems = ['The thread must have 2 to 25 parts numbered from 1/ in order; it has 1.'];
    vi.spyOn(api, 'post').mockRejectedValue(
      ApiError.fromAnswer(400, {
        message: `content: ${problems[0]}`,
        code: 'invalid_input',
        problems,
      }),
    );
    const failure = await createWrittenPost('thread', { content: '1/ One' }).catch((e) => e);
    expect(editProblems(failure)).toEqual(problems);
  });
});

import type { Account, StyleResponse } from '@quillpost/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { StyleScreen } from './style-screen';

const example = (id: string, text: string, pinned = false) => ({
  id,
  text,
  engagementRate: 0.052,
  likes: 40,
  postedAt: '2026-10-01T09:00:00.000Z',
  pinned,
});

const learned: StyleResponse = {
  posts: 42,
  minimumPosts: 20,
  style: {
    basis: 42,
    updatedAt: '2026-11-20T09:00:00.000Z',
    enabled: true,
    traits: {
      medianLength: 91,
      lowercaseShare: 0.8,
      emojiPerPost: 1,
      hashtagsPerPost: 0.05,
      linksPerPost: 0,
      questionShare: 0.1,
      lineBreaksPerPost: 0.2,
    },
    examples: [example('p1', 'shipped it 🚀'), example('p2', 'small prs win')],
    dropped: ['p0'],
  },
};

function serve(answer: StyleResponse, accounts: Account[] = [testAccount('x', 'ada')]) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/api/v0/accounts' ? { accounts } : answer,
  }));
  return vi.spyOn(api, 'put').mockImplementation(async (_url: string, body) => ({
    data: {
      ...answer,
      style: { ...answer.style!, enabled: (body as { enabled: boolean }).enabled },
    },
  }));
}

describe('the Your style screen', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('says the traits in words and shows the examples with their figures', async () => {
    serve(learned);
    renderWithProviders(<StyleScreen />);
    expect(await screen.findByText('Your posts are short: about 91 characters.')).toBeTruthy();
    expect(screen.getByText('You rarely use hashtags.')).toBeTruthy();
    expect(screen.getByText('You usually write all in lowercase.')).toBeTruthy();
    expect(screen.getByText('shipped it 🚀')).toBeTruthy();
    expect(screen.getAllByText(/5\.2% engagement · 40 likes/)).toHaveLength(2);
    expect(screen.queryByText(/simulated/)).toBeNull();
  });

  it('says the figures are simulated when a sandbox account is connected', async () => {
    serve(learned, [testAccount('x', 'sandbox_writer', { provider: 'sandbox' })]);
    renderWithProviders(<StyleScreen />);
    expect(
      await screen.findByText(/The figures of posts on sandbox accounts are simulated\.$/),
    ).toBeTruthy();
  });

  it('turns the style off, and drops an example keeping those dropped before', async () => {
    const put = serve(learned);
    renderWithProviders(<StyleScreen />);
    const toggle = await screen.findByRole('switch', { name: 'Write in my style' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/v0/style', { enabled: false }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Drop' })[1]!);
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith('/api/v0/style', {
        enabled: false,
        pinned: [],
        dropped: ['p0', 'p2'],
      }),
    );
  });

  it('says how many more posts are needed while there is no style', async () => {
    serve({ style: null, posts: 13, minimumPosts: 20 });
    renderWithProviders(<StyleScreen />);
    expect(
      await screen.findByText(
        "Your style is learned from at least 20 of your own posts, published or imported, each part of a thread counting as one. You have 13; publish 7 more posts or import an account's history in Settings, and it appears here.",
      ),
    ).toBeTruthy();
  });
});

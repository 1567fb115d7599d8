import type { Post } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { PAGE_SIZE } from '../api/list-posts';
import { SHARE_TEXT_ONLY } from './post-actions';
import { PostList } from './post-list';
import { PostStatusProvider, type RenderPostStatus } from './post-status';

const makePost = (n: number): Post => ({
  _id: `id-${n}`,
  title: `Post ${n}`,
  content: `Content ${n}`,
  format: 'Fun fact: {fact}',
  voice: 'casual',
  tags: 'tech',
  source: 'generated',
  variantOf: null,
  evergreen: null,
  createdAt: new Date(2026, 0, n).toISOString(),
  media: [],
});

/** The server's answer: oldest first. */
const page = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => makePost(from + i));

describe('PostList', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a spinner, then the cards newest first', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: page(1, 3) } });
    renderWithProviders(<PostList kind="tweet" />);
    expect(screen.getByRole('status').textContent).toContain('Loading tweets');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Post 3',
      'Post 2',
      'Post 1',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: 'Share on X' })).toBeTruthy();
  });

  it('labels a post written by hand, and names a post without a description by its kind', async () => {
    const written: Post = { ...makePost(2), title: '', source: 'written' };
    vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: [makePost(1), written] } });
    renderWithProviders(<PostList kind="tweet" />);
    const [writtenCard, generatedCard] = await screen.findAllByRole('article');
    expect(within(writtenCard!).getByRole('heading').textContent).toBe('Untitled tweet');
    expect(within(writtenCard!).getByText('Written')).toBeTruthy();
    expect(within(generatedCard!).queryByText('Written')).toBeNull();
  });

  it('says how many images a post carries', async () => {
    const pictured: Post = { ...makePost(2), media: [['m1', 'm2'], ['m3']] };
    const single: Post = { ...makePost(3), media: [['m4']] };
    vi.spyOn(api, 'get').mockResolvedValue({ data: { threads: [makePost(1), pictured, single] } });
    renderWithProviders(<PostList kind="thread" />);
    const [singleCard, picturedCard, plainCard] = await screen.findAllByRole('article');
    expect(within(singleCard!).getByText('1 image')).toBeTruthy();
    expect(within(picturedCard!).getByText('3 images')).toBeTruthy();
    expect(within(plainCard!).queryByText(/image/)).toBeNull();
  });

  it("says that Share on X sends a post's text without its images", async () => {
    const pictured: Post = { ...makePost(2), media: [['m1']] };
    vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: [makePost(1), pictured] } });
    renderWithProviders(<PostList kind="tweet" />);
    const [picturedCard, plainCard] = await screen.findAllByRole('article');
    const share = within(picturedCard!).getByRole('button', { name: 'Share on X' });
    expect(share.getAttribute('title')).toBe(SHARE_TEXT_ONLY);
    expect(
      within(picturedCard!).getByRole('button', {
        name: 'Share on X',
        description: SHARE_TEXT_ONLY,
      }),
    ).toBe(share);
    const plainShare = within(plainCard!).getByRole('button', { name: 'Share on X' });
    expect(plainShare.getAttribute('aria-describedby')).toBeNull();
    expect(plainShare.getAttribute('title')).toBeNull();
  });

  it('shows the error message in place of the cards', async () => {
    vi.spyOn(api, 'get').mockRejectedValue({
      message: 'The database is unreachable.',
      code: 'internal_error',
    });
    renderWithProviders(<PostList kind="thread" />);
    expect((await screen.findByRole('alert')).textContent).toBe('The database is unreachable.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a friendly empty state and the create link', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ideas: [] } });
    renderWithProviders(<PostList kind="idea" />);
    expect(await screen.findByRole('heading', { name: 'No ideas yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Idea' }).getAttribute('href')).toBe(
      '/dashboard/idea',
    );
  });

  it('loads older posts with the oldest shown as the cursor', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { tweets: page(3, PAGE_SIZE + 2) } })
      .mockResolvedValueOnce({ data: { tweets: page(1, 2) } });
    renderWithProviders(<PostList kind="tweet" />);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE + 2));
    expect(get.mock.calls[1]?.[1]).toEqual({ params: { limit: PAGE_SIZE, before: 'id-3' } });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.at(-1)).toBe('Post 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('deletes a card and refetches the list; a failed delete is only logged', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { ideas: page(1, 2) } })
      .mockResolvedValueOnce({ data: { ideas: page(1, 1) } });
    const remove = vi.spyOn(api, 'delete').mockResolvedValueOnce({ status: 204 });
    renderWithProviders(<PostList kind="idea" />);
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('/api/v0/posts/ideas/id-2');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(get).toHaveBeenCalledTimes(2);

    remove.mockRejectedValueOnce({ message: 'Not found', code: 'not_found' });
    await userEvent.click(
      within(screen.getByRole('article')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a post going out right now was not deleted, and keeps its card', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: page(1, 1) } });
    const message =
      'This post is being published to X right now (publication p-1); delete it once that is done.';
    vi.spyOn(api, 'delete').mockRejectedValueOnce({ message, code: 'conflict' });
    renderWithProviders(
      <>
        <PostList kind="tweet" />
        <AlertHost />
      </>,
    );
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(message);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('gives each card’s status the ids of its page, a page at a time', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: page(1, PAGE_SIZE + 2) } });
    const seen = new Map<string, readonly string[]>();
    const status: RenderPostStatus = ({ postId, pagePostIds }) => {
      seen.set(postId, pagePostIds);
      return <span>status of {postId}</span>;
    };
    renderWithProviders(
      <PostStatusProvider value={status}>
        <PostList kind="tweet" />
      </PostStatusProvider>,
    );
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText(`status of id-${PAGE_SIZE + 2}`)).toBeTruthy();
    const first = seen.get(`id-${PAGE_SIZE + 2}`)!;
    expect(first).toHaveLength(PAGE_SIZE);
    expect(seen.get('id-3')).toBe(first);
    expect(seen.get('id-2')).toEqual(['id-2', 'id-1']);
  });
});

import type { Post } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { GenerationResult } from './generation-result';
import { PostList } from './post-list';

const UNREACHABLE_TEXT = 'The server could not be reached.';

const tweet: Post = {
  _id: 'tweet-1',
  title: 'Shipping',
  content: 'Ship small, ship often.',
  format: 'Fun fact: {fact}',
  voice: 'casual',
  tags: 'tech',
  source: 'generated',
  variantOf: null,
  evergreen: null,
  createdAt: new Date(2026, 0, 1).toISOString(),
  media: [],
};

/** The generation result keeps the editor in place; library cards open the composer. */
function renderResult(post: Post = tweet, kind: 'tweet' | 'thread' = 'tweet') {
  renderWithProviders(<GenerationResult kind={kind} state={{ status: 'success', post }} />);
  return screen.getByRole('region', {
    name: kind === 'tweet' ? 'Generated Tweet' : 'Generated Thread',
  });
}

async function openEditor() {
  const card = renderResult();
  await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  return { card, field: within(card).getByLabelText('Edit tweet') };
}

describe('the Edit of a library card', () => {
  it('opens a tweet or a thread in the composer at its own address; an idea is edited in place', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { tweets: [tweet] } });
    const { unmount } = renderWithProviders(<PostList kind="tweet" />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dashboard/posts/tweet/tweet-1/edit',
    );
    unmount();
    get.mockResolvedValue({ data: { ideas: [{ ...tweet, _id: 'idea-1' }] } });
    renderWithProviders(<PostList kind="idea" />);
    const idea = await screen.findByRole('article');
    await userEvent.click(within(idea).getByRole('button', { name: 'Edit' }));
    expect(within(idea).getByLabelText('Edit idea')).toBeTruthy();
  });
});

describe('editing a post where it was generated', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('saves the edit, shows the saved text and counts it live as it is typed', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { tweet: { ...tweet, content: 'Ship smaller.' } } });
    const { card, field } = await openEditor();
    expect(within(card).getByText(/\/280/).textContent).toBe('Characters: 23/280');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ship smaller.');
    expect(within(card).getByText(/\/280/).textContent).toBe('Characters: 13/280');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith('/api/v0/posts/tweets/tweet-1', {
      content: 'Ship smaller.',
    });
    await waitFor(() => expect(within(card).queryByLabelText('Edit tweet')).toBeNull());
    expect(within(card).getByText('Ship smaller.')).toBeTruthy();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit' }));
  });

  it("shows the server's problems in red beside the text and keeps the editor open", async () => {
    const problems = ['Tweet is 300 characters; X allows 280.', 'Hashtags are not allowed.'];
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(`content: ${problems.join(' ')}`, 'invalid_input', 400, { problems }),
    );
    const { card, field } = await openEditor();
    await userEvent.type(field, ' #more');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const alert = await within(card).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(problems);
    expect(alert.className).toContain('text-destructive');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByLabelText('Edit tweet')).toBe(field);
    expect((field as HTMLTextAreaElement).value).toBe('Ship small, ship often. #more');
  });

  it('cancel restores the text and sends nothing', async () => {
    const patch = vi.spyOn(api, 'patch');
    const { card, field } = await openEditor();
    await userEvent.clear(field);
    await userEvent.type(field, 'Something else entirely');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Edit tweet')).toBeNull();
    expect(within(card).getByText('Ship small, ship often.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect((within(card).getByLabelText('Edit tweet') as HTMLTextAreaElement).value).toBe(
      'Ship small, ship often.',
    );
  });

  it('counts a thread by the posts it goes out as, the header riding on the first', async () => {
    const card = renderResult(
      { ...tweet, content: '🧵 Shipping\n\n1/ Small steps.\n\n2/ Often.\n\n3/ Done.' },
      'thread',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const parts = within(within(card).getByRole('list', { name: 'Thread parts' })).getAllByRole(
      'listitem',
    );
    // The schedule dialog and analytics count the same three posts (publicationParts).
    expect(parts.map((part) => part.textContent)).toEqual([
      'Post 1 of 3 · Characters: 28/280',
      'Post 2 of 3 · Characters: 9/280',
      'Post 3 of 3 · Characters: 8/280',
    ]);
  });

  it('counts a header too long to share the first post as a post of its own', async () => {
    const header = `🧵 ${'Long title '.repeat(20).trim()}`;
    const card = renderResult(
      { ...tweet, content: `${header}\n\n1/ ${'Small steps. '.repeat(15).trim()}\n\n2/ Often.` },
      'thread',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const labels = within(within(card).getByRole('list', { name: 'Thread parts' }))
      .getAllByRole('listitem')
      .map((part) => part.textContent?.split(' · ')[0]);
    expect(labels).toEqual(['Post 1 of 3', 'Post 2 of 3', 'Post 3 of 3']);
  });

  it('edits a generation result in place; a failure without problems shows its message', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(new ApiError(UNREACHABLE_TEXT, 'network_error', 0))
      .mockResolvedValueOnce({ data: { tweet: { ...tweet, content: 'Ship smaller.' } } });
    renderWithProviders(
      <GenerationResult kind="tweet" state={{ status: 'success', post: tweet }} />,
    );
    const result = screen.getByRole('region', { name: 'Generated Tweet' });
    await userEvent.click(within(result).getByRole('button', { name: 'Edit' }));
    const field = within(result).getByLabelText('Edit tweet');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ship smaller.');
    await userEvent.click(within(result).getByRole('button', { name: 'Save' }));
    expect((await within(result).findByRole('alert')).textContent).toBe(UNREACHABLE_TEXT);
    await userEvent.click(within(result).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(result).queryByLabelText('Edit tweet')).toBeNull());
    expect(within(result).getByText('Ship smaller.')).toBeTruthy();
    expect(patch).toHaveBeenCalledTimes(2);
  });
});

import type { Post } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { PostCard } from './post-card';

const tweet: Post = {
  _id: 'post-1',
  title: 'Small pull requests',
  content: 'Small pull requests get reviewed the same day.',
  format: 'Fun fact: {fact}',
  voice: 'casual',
  tags: 'tech',
  source: 'generated',
  variantOf: null,
  evergreen: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  media: [],
};

const evergreen = {
  everyDays: 14,
  times: 3,
  until: null,
  nextAt: '2026-12-04T09:00:00.000Z',
  sent: 1,
  failure: null,
};

function renderCard(post: Post = tweet) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: { settings: { timezone: 'UTC', slots: [], timezoneSaved: true } },
  });
  renderWithProviders(<PostCard kind="tweet" post={post} />);
  return screen.getByRole('article');
}

const openDialog = async (card: HTMLElement, name: string) => {
  await userEvent.click(within(card).getByRole('button', { name }));
  return screen.findByRole('dialog');
};

describe('the evergreen dialog', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('says beside each field what is wrong, in the screen’s words, and sends nothing', async () => {
    const patch = vi.spyOn(api, 'patch');
    const dialog = await openDialog(renderCard(), 'Make evergreen…');
    const every = within(dialog).getByLabelText('Come back every');
    await userEvent.clear(every);
    await userEvent.type(every, '5');
    await userEvent.click(within(dialog).getByRole('radio', { name: /After/ }));
    const times = within(dialog).getByLabelText('Number of times');
    await userEvent.clear(times);
    await userEvent.type(times, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make evergreen' }));
    expect(every.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a number of days from 7 to 365.').id).toBe(
      every.getAttribute('aria-describedby'),
    );
    expect(screen.getByText('Choose from 1 to 52 times.').id).toBe(
      times.getAttribute('aria-describedby'),
    );
    expect(patch).not.toHaveBeenCalled();
  });

  it('saves every N days with an end, and closes', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({
      data: { tweet: { ...tweet, evergreen } },
    });
    const card = renderCard();
    const dialog = await openDialog(card, 'Make evergreen…');
    const every = within(dialog).getByLabelText('Come back every');
    await userEvent.clear(every);
    await userEvent.type(every, '14');
    await userEvent.click(within(dialog).getByRole('radio', { name: /After/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make evergreen' }));
    expect(patch).toHaveBeenCalledWith('/api/v0/posts/tweets/post-1', {
      evergreen: { everyDays: 14, times: 3, until: null },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a refusal of the server beside the field it names', async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError('evergreen.until must be today (2026-11-25) or later', 'invalid_input', 400),
    );
    const dialog = await openDialog(renderCard(), 'Make evergreen…');
    await userEvent.click(within(dialog).getByRole('radio', { name: /On/ }));
    const date = within(dialog).getByLabelText('End date');
    await userEvent.type(date, '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make evergreen' }));
    const said = await within(dialog).findByText('Choose today or a later day.');
    expect(said.id).toBe(date.getAttribute('aria-describedby'));
  });

  it('marks an evergreen post and says when its next variant is due; its settings can stop it', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { tweet } });
    const card = renderCard({ ...tweet, evergreen });
    expect(within(card).getByRole('img', { name: 'Evergreen' })).toBeTruthy();
    expect(
      within(card).getByText(/Next variant due Friday, 4 December 2026, 09:00\./),
    ).toBeTruthy();
    expect(within(card).getByText(/Came back once\./)).toBeTruthy();
    const dialog = await openDialog(card, 'Evergreen settings…');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Come back every').value).toBe('14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop evergreen' }));
    expect(patch).toHaveBeenCalledWith('/api/v0/posts/tweets/post-1', { evergreen: null });
  });

  it('offers no evergreen settings on a variant, which it marks as one', () => {
    const card = renderCard({ ...tweet, source: 'variant', variantOf: 'post-0' });
    expect(within(card).getByText('Variant')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /evergreen/i })).toBeNull();
  });
});

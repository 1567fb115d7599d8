import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { Composer } from './composer';

const texts = () =>
  within(screen.getByRole('list', { name: 'Parts' }))
    .getAllByRole('textbox')
    .map((box) => (box as HTMLTextAreaElement).value);

function renderComposer() {
  renderWithProviders(
    <Composer
      userId="user-1"
      authorName="Ada Lovelace"
      onCreated={() => {}}
      renderSchedule={() => null}
    />,
  );
}

describe('assist in the composer', () => {
  beforeEach(() => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: { accounts: [testAccount('bluesky', 'ada.bsky.social')] },
    });
  });

  it('asks for suggestions on the text as written, uses one, and undoes it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        suggestions: [{ content: 'Ship small, merge fast.' }, { content: 'Small PRs win.' }],
      },
    });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your tweet'), {
      target: { value: 'Small pull requests get merged faster than big ones.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rewrite' }));
    expect(post).toHaveBeenCalledWith('/api/v0/assist', {
      action: 'rewrite',
      kind: 'tweet',
      content: 'Small pull requests get merged faster than big ones.',
      accountIds: ['acc-bluesky'],
    });
    const list = await screen.findByRole('list', { name: 'Rewrite suggestions' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Use this' })[1]!);
    expect(texts()).toEqual(['Small PRs win.']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(texts()).toEqual(['Small pull requests get merged faster than big ones.']);
  });

  it('puts a hook in place of the first line only', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { suggestions: [{ content: 'Why do small PRs win?' }] },
    });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your tweet'), {
      target: { value: 'Small PRs merge faster.\nReviewers read them whole.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hooks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use this' }));
    expect(texts()).toEqual(['Why do small PRs win?\nReviewers read them whole.']);
  });

  it('turns the text into a thread with "Make a thread"', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        suggestions: [
          { content: '🧵 Small PRs\n\n1/ They merge faster.\n\n2/ They are read whole.' },
        ],
      },
    });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your tweet'), { target: { value: 'A long text.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Make a thread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use this' }));
    expect(texts()).toEqual(['They merge faster.', 'They are read whole.']);
    expect(screen.getByLabelText('Thread header (optional)')).toHaveProperty('value', 'Small PRs');
  });

  it('says plainly when the plan is used up or the rate limit is reached, and changes nothing', async () => {
    const limit = 'You have used all 30 generations of your plan this month.';
    vi.spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(limit, 'plan_limit_reached', 402))
      .mockRejectedValueOnce(
        new ApiError('Too many requests; try again in 20 seconds.', 'rate_limited', 429),
      );
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your tweet'), { target: { value: 'Keep me.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests; try again in 20 seconds.',
    );
    expect(texts()).toEqual(['Keep me.']);
  });
});

import type { Publication } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { PostPublication } from './post-publication';
import { ScheduleButton } from './schedule-button';

const account = testAccount('x', 'ada', { provider: 'sandbox' });

const publication = (overrides: Partial<Publication>): Publication => ({
  _id: 'pub-1',
  postId: 'post-1',
  kind: 'tweet',
  status: 'scheduled',
  publishAt: '2026-11-26T09:00:00.000Z',
  publishedAt: null,
  error: null,
  late: false,
  linksInReply: false,
  automations: [],
  automation: null,
  accountId: account._id,
  network: 'x',
  parts: [],
  ...overrides,
});

const published = (overrides: Partial<Publication> = {}) =>
  publication({
    status: 'published',
    publishedAt: '2026-11-26T09:00:05.000Z',
    parts: [
      {
        position: 1,
        text: 'Hi',
        status: 'published',
        xPostId: 'x-1',
        media: [],
        url: 'http://127.0.0.1/sandbox-x/ada/status/x-1',
      },
    ],
    ...overrides,
  });

/** The server, whose publications the test changes as they would change. */
function mockApi(state: { publications: Publication[] }) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v0/settings')
      return { data: { settings: { timezone: 'UTC', timezoneSaved: true, slots: [] } } };
    if (url === '/api/v0/accounts') return { data: { accounts: [account] } };
    if (url === '/api/v0/publications') return { data: { publications: state.publications } };
    if (url === '/api/v0/analytics/publications') return { data: { figures: [] } };
    throw new Error(`unexpected ${url}`);
  });
}

const card = (postId = 'post-1') => (
  <div data-testid={postId}>
    <PostPublication kind="tweet" postId={postId} pagePostIds={['post-1', 'post-2']} />
  </div>
);

describe('the status on post cards', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says when and where a post is scheduled, and why one failed', async () => {
    mockApi({
      publications: [
        publication({}),
        publication({
          _id: 'pub-2',
          postId: 'post-2',
          status: 'failed',
          error: 'X refused the post: duplicate content.',
        }),
      ],
    });
    renderWithProviders(
      <>
        {card('post-1')}
        {card('post-2')}
      </>,
    );
    const first = screen.getByTestId('post-1');
    expect(await within(first).findByText('Scheduled')).toBeTruthy();
    expect(first.textContent).toBe('Scheduled Thu 26 Nov, 09:00 (UTC)Sandbox X @ada');
    const second = screen.getByTestId('post-2');
    expect(await within(second).findByText('Failed')).toBeTruthy();
    expect(second.textContent).toContain('X refused the post: duplicate content.');
  });

  it('shows a failure no more once the post went out after it', async () => {
    mockApi({
      publications: [
        publication({ status: 'failed', error: 'Timed out.' }),
        published({ _id: 'pub-2' }),
      ],
    });
    renderWithProviders(card());
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('changes without a reload: scheduled after the dialog, then publishing, then published', async () => {
    const state = { publications: [] as Publication[] };
    mockApi(state);
    vi.spyOn(api, 'post').mockImplementation(async () => {
      state.publications = [publication({ status: 'publishing' })];
      return { data: { publication: state.publications[0] } };
    });
    renderWithProviders(
      <>
        {card()}
        <ScheduleButton kind="tweet" post={{ _id: 'post-1', content: 'Hi' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule tweet' });
    await within(dialog).findAllByText('@ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    const shown = screen.getByTestId('post-1');
    expect(await within(shown).findByText('Publishing now')).toBeTruthy();
    // The worker finishes: the card looks again by itself while something is going out.
    state.publications = [published()];
    expect(await within(shown).findByText('Published', {}, { timeout: 8_000 })).toBeTruthy();
    // The dialog is still open, so the card is hidden from the accessibility tree.
    expect(within(shown).getByText('View on sandbox X').getAttribute('href')).toBe(
      'http://127.0.0.1/sandbox-x/ada/status/x-1',
    );
  }, 15_000);
});

import type { HistoryImport as Import } from '@quillpost/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { serverConfig } from '@/testing/server-config';
import { HistoryImportState, ImportHistoryButton } from './history-import';

const x = testAccount('x', 'ada');
const mastodon = testAccount('mastodon', '@ada@example.social');
const importUrl = `/api/v0/accounts/${x._id}/import`;

const running = (imported: number): Import => ({
  status: 'running',
  imported,
  startedAt: '2026-11-25T09:00:00.000Z',
  finishedAt: null,
  error: null,
});

function serve(answers: (Import | null)[], url = importUrl) {
  return vi.spyOn(api, 'get').mockImplementation(async (asked: string) => {
    if (asked === '/api/config') return { data: serverConfig() };
    if (asked === url)
      return { data: { import: answers.length > 1 ? answers.shift()! : answers[0]! } };
    throw new Error(`unexpected ${asked}`);
  });
}

describe('the history import of an account', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('says what importing from X costs, starts the import, and shows how far it got', async () => {
    serve([null]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { import: running(1240) } });
    renderWithProviders(
      <>
        <HistoryImportState account={x} />
        <ImportHistoryButton account={x} />
      </>,
    );

    expect(
      await screen.findByText(
        'X charges $0.001 per post read: importing costs up to $3.20 for 3,200 posts.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import history of @ada' }));
    expect(post).toHaveBeenCalledWith(importUrl);
    expect((await screen.findByRole('status')).textContent).toBe('Imported 1,240 of up to 3,200');
    expect(
      (screen.getByRole('button', { name: 'Import history of @ada' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('imports a Bluesky account’s history with no word of what X charges', async () => {
    const bluesky = testAccount('bluesky', 'ada.bsky.social');
    const url = `/api/v0/accounts/${bluesky._id}/import`;
    serve([null, running(0), { ...running(130), status: 'done' }], url);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { import: running(0) } });
    renderWithProviders(
      <>
        <HistoryImportState account={bluesky} />
        <ImportHistoryButton account={bluesky} />
      </>,
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Import history of @ada.bsky.social' }),
    );
    expect(post).toHaveBeenCalledWith(url);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Imported /);
    expect(screen.queryByText(/X charges/)).toBeNull();
  });

  it('shows the network’s message when the import failed, and offers to start again', async () => {
    serve(
      [
        {
          ...running(200),
          status: 'failed',
          finishedAt: '2026-11-25T09:05:00.000Z',
          error: 'Authorization failed: this account is suspended.',
        },
      ],
      `/api/v0/accounts/${mastodon._id}/import`,
    );
    renderWithProviders(<HistoryImportState account={mastodon} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The import stopped after 200 posts: Authorization failed: this account is suspended.',
    );
    expect(screen.queryByText(/X charges/)).toBeNull();
  });

  it('says a sandbox account’s history is simulated, and that importing it costs nothing', async () => {
    const sandbox = testAccount('x', 'sandbox_writer', { provider: 'sandbox' });
    serve([null], `/api/v0/accounts/${sandbox._id}/import`);
    renderWithProviders(<HistoryImportState account={sandbox} />);
    expect(
      await screen.findByText(
        'Sandbox X: its history is a few dozen made-up sandbox posts and what Quillpost posted there, with simulated figures.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/X charges/)).toBeNull();
  });
});

import type { Post } from '@quillpost/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTokenStore } from '@/stores/token';
import { eventStreamResponse, jsonResponse, renderWithProviders } from '@/testing/render';
import { GeneratePanel } from './generate-panel';

const post = (content: string): Post => ({
  _id: '0190a1b2-0000-7000-8000-000000000001',
  title: 'Code review',
  content,
  format: 'Fun fact: {fact}',
  voice: 'casual',
  tags: 'tech',
  source: 'generated',
  variantOf: null,
  evergreen: null,
  createdAt: new Date().toISOString(),
  media: [],
});

const fetchMock = vi.fn<typeof fetch>();

function setup(kind: 'tweet' | 'thread' | 'idea' = 'tweet') {
  renderWithProviders(<GeneratePanel kind={kind} />);
  return screen.getByRole('region', {
    name: `Generated ${kind[0]!.toUpperCase()}${kind.slice(1)}`,
  });
}

describe('GeneratePanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useTokenStore.setState({ token: 'token-1' });
  });

  it('goes from the placeholder to a spinner with streamed text, then the saved post', async () => {
    let finish!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const result = setup();
    expect(result.textContent).toContain(
      'No tweet generated yet. Please generate a tweet by filling out the form.',
    );

    await userEvent.type(screen.getByLabelText('Tweet Description'), 'Code review');
    await userEvent.click(screen.getByRole('button', { name: /Generate Tweet/ }));
    expect(within(result).getByRole('status').textContent).toContain('Generating tweet');
    expect(screen.getByRole('button', { name: /Generate Tweet/ })).toHaveProperty('disabled', true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v0/posts/tweets');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Accept).toBe('text/event-stream');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      title: 'Code review',
      voice: 'casual',
      tags: 'tech',
    });

    finish(
      eventStreamResponse([
        { event: 'delta', data: { text: 'Fun fact: ' } },
        { event: 'done', data: { tweet: post('Fun fact: reviews catch bugs.') } },
      ]),
    );
    expect(await within(result).findByText('Fun fact: reviews catch bugs.')).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Share on X' })).toBeTruthy();
    expect(within(result).getByText(/29\/280/)).toBeTruthy();
  });

  it('says a refusal beside the field it is about, in the words of the screen', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message:
          'title (the description) must be at most 2000 characters; voice must be one of: casual, formal',
        code: 'invalid_input',
      }),
    );
    setup();
    await userEvent.type(screen.getByLabelText('Tweet Description'), 'Code review');
    await userEvent.click(screen.getByRole('button', { name: /Generate Tweet/ }));
    const description = screen.getByLabelText('Tweet Description');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Tweet Description is too long: keep it to 2,000 characters.',
      'Choose Tone of Voice from the list.',
    ]);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toContain(alerts[0]!.id);
    expect(screen.queryByText(/title \(the description\)/)).toBeNull();
    // A change to the description takes the server's word about the old text away.
    await userEvent.type(description, '!');
    expect(screen.queryByText(/Tweet Description is too long/)).toBeNull();
  });

  it('counts the description live and says at once when it is too long', async () => {
    setup();
    const description = screen.getByLabelText('Tweet Description');
    await userEvent.type(description, 'Code review');
    expect(screen.getByText('11 of 2,000 characters')).toBeTruthy();
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(1995));
    expect(screen.getByText('2,006 of 2,000 characters: 6 too many').className).toContain(
      'text-destructive',
    );
    expect(description.getAttribute('aria-invalid')).toBe('true');
  });

  it('links to pricing when the plan limit is reached', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, {
        message: 'You have used all 30 generations.',
        code: 'plan_limit_reached',
      }),
    );
    setup();
    await userEvent.click(screen.getByRole('button', { name: /Generate Tweet/ }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href'),
    ).toBe('/pricing');
  });

  it('shows an error event from the stream and signs out on 401', async () => {
    fetchMock.mockResolvedValueOnce(
      eventStreamResponse([
        { event: 'delta', data: { text: 'half' } },
        { event: 'error', data: { message: 'The writer timed out.', code: 'provider_timeout' } },
      ]),
    );
    setup('idea');
    await userEvent.click(screen.getByRole('button', { name: /Generate Idea/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The writer timed out.');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { message: 'Sign in again.', code: 'unauthorized' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Generate Idea/ }));
    expect(await screen.findByText('Sign in again.')).toBeTruthy();
    expect(useTokenStore.getState().token).toBe('');
  });

  it('has no share action for ideas, and a new result replaces the earlier one', async () => {
    fetchMock
      .mockResolvedValueOnce(
        eventStreamResponse([{ event: 'done', data: { idea: post('First idea') } }]),
      )
      .mockResolvedValueOnce(
        eventStreamResponse([{ event: 'done', data: { idea: post('Second idea') } }]),
      );
    const result = setup('idea');
    await userEvent.click(screen.getByRole('button', { name: /Generate Idea/ }));
    expect(await within(result).findByText('First idea')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Share on X' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Generate Idea/ }));
    expect(await within(result).findByText('Second idea')).toBeTruthy();
    expect(within(result).queryByText('First idea')).toBeNull();
  });
});

import type { Account, Post } from '@quillpost/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { testAccount } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { Composer, type ComposerProps } from './composer';

const saved = (content: string, kind = 'thread'): Post => ({
  _id: `${kind}-1`,
  title: '',
  content,
  format: '',
  voice: '',
  tags: '',
  source: 'written',
  variantOf: null,
  evergreen: null,
  media: [],
  createdAt: '2026-11-25T10:00:00.000Z',
});

function answerAccounts(accounts: Account[]) {
  vi.spyOn(api, 'get').mockImplementation((url: string) =>
    url === '/api/v0/accounts'
      ? Promise.resolve({ data: { accounts } })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
}

function renderComposer(props: Partial<ComposerProps> = {}) {
  const onCreated = vi.fn();
  const view = renderWithProviders(
    <Composer
      userId="user-1"
      authorName="Ada Lovelace"
      onCreated={onCreated}
      renderSchedule={({ open, post }) => (open ? <p>Scheduling {post._id}</p> : null)}
      {...props}
    />,
  );
  return { ...view, onCreated };
}

const part = (n: number, of: number) => screen.getByLabelText(`Part ${n} of ${of}`);
const parts = () =>
  within(screen.getByRole('list', { name: 'Parts' }))
    .getAllByRole('textbox')
    .map((box) => (box as HTMLTextAreaElement).value);

describe('the composer', () => {
  beforeEach(() => {
    answerAccounts([]);
  });

  it('writes a thread from scratch and saves it as written, numbered part by part', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { thread: saved('🧵 Ship small\n\n1/ One.\n\n2/ Two.') },
    });
    const { onCreated } = renderComposer();
    await userEvent.click(screen.getByRole('radio', { name: 'Thread' }));
    await userEvent.type(screen.getByLabelText('Thread header (optional)'), 'Ship small');
    await userEvent.type(part(1, 2), 'One.');
    await userEvent.type(part(2, 2), 'Two.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/api/v0/posts/threads', {
      content: '🧵 Ship small\n\n1/ One.\n\n2/ Two.',
      media: [[], []],
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]!.slice(1)).toEqual(['thread', false]);
  });

  it("counts each part on every chosen account's network and says in words what is too long", async () => {
    answerAccounts([testAccount('x', 'ada'), testAccount('bluesky', 'ada.bsky.social')]);
    renderComposer();
    await userEvent.click(await screen.findByRole('checkbox', { name: /ada\.bsky\.social/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /X @ada$/ }));
    const box = screen.getByLabelText('Your tweet');
    fireEvent.change(box, { target: { value: 'é'.repeat(290) } });
    const counts = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(counts.textContent).toContain('X 290/280');
    expect(counts.textContent).toContain('Bluesky 290/300');
    expect(within(counts).getByRole('listitem').textContent).toBe(
      'Your tweet is 290 characters as X counts them; the limit is 280.',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it("counts a thread's header as it goes out, under 🧵", async () => {
    renderComposer();
    await userEvent.click(screen.getByRole('radio', { name: 'Thread' }));
    const header = screen.getByLabelText('Thread header (optional)');
    fireEvent.change(header, { target: { value: 'h'.repeat(279) } });
    const counts = document.getElementById(header.getAttribute('aria-describedby')!)!;
    expect(counts.textContent).toContain('X 282/280');
    expect(counts.textContent).toContain(
      'The header is 282 characters as X counts them; the limit is 280.',
    );
    expect(header.getAttribute('aria-invalid')).toBe('true');
  });

  it('reorders parts with the Move buttons and with Alt+Arrow, keeping focus on the part moved', async () => {
    renderComposer();
    await userEvent.click(screen.getByRole('radio', { name: 'Thread' }));
    await userEvent.type(part(1, 2), 'First');
    await userEvent.type(part(2, 2), 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Add part' }));
    await userEvent.type(part(3, 3), 'Third');
    expect(parts()).toEqual(['First', 'Second', 'Third']);

    await userEvent.click(screen.getByRole('button', { name: 'Move part 3 up' }));
    expect(parts()).toEqual(['First', 'Third', 'Second']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move part 2 up' }));

    await userEvent.click(part(2, 3));
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(parts()).toEqual(['Third', 'First', 'Second']);
    expect(document.activeElement).toBe(part(1, 3));
  });

  it('adds a part after the current one with Ctrl+Enter and focuses it', async () => {
    renderComposer();
    await userEvent.type(screen.getByLabelText('Your tweet'), 'Opening');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(parts()).toEqual(['Opening', '']);
    expect(document.activeElement).toBe(part(2, 2));
    await userEvent.click(part(1, 2));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(parts()).toEqual(['Opening', '', '']);
    expect(document.activeElement).toBe(part(2, 3));
  });

  it('offers to split a long paste at sentence ends and splits only once the person agrees', async () => {
    renderComposer();
    const sentence = (n: number) => `Sentence number ${n} says one thing and ends here.`;
    const long = Array.from({ length: 12 }, (_, i) => sentence(i + 1)).join(' ');
    await userEvent.click(screen.getByLabelText('Your tweet'));
    await userEvent.paste(long);
    expect(parts()).toEqual([long]);
    const offer = screen.getByRole('group', { name: 'Split this part' });
    await userEvent.click(within(offer).getByRole('button', { name: /^Split into \d+ parts$/ }));
    const split = parts();
    expect(split.length).toBeGreaterThan(1);
    expect(split.join(' ')).toBe(long);
    for (const text of split) expect(text).toMatch(/^Sentence number \d+ .*ends here\.$/);
    expect(screen.getByRole('radio', { name: 'Thread' })).toHaveProperty('checked', true);
  });

  it('keeps the text across a reload, says so, and a discard or a save forgets it', async () => {
    const first = renderComposer();
    await userEvent.type(screen.getByLabelText('Your tweet'), 'Typed before the reload');
    first.unmount();

    const second = renderComposer();
    expect(screen.getByText('Draft restored.')).toBeTruthy();
    expect(parts()).toEqual(['Typed before the reload']);
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(parts()).toEqual(['']);
    second.unmount();

    renderComposer();
    expect(screen.queryByText('Draft restored.')).toBeNull();
    vi.spyOn(api, 'post').mockResolvedValue({ data: { tweet: saved('Saved words', 'tweet') } });
    await userEvent.type(screen.getByLabelText('Your tweet'), 'Saved words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('keeps a draft per person and per post', async () => {
    const post = {
      _id: 'thread-1',
      kind: 'thread' as const,
      content: '1/ Saved one.\n\n2/ Saved two.',
      media: [],
    };
    renderComposer({ post }).unmount();
    const editing = renderComposer({ post });
    fireEvent.change(part(2, 2), { target: { value: 'Changed two.' } });
    editing.unmount();

    const someoneElse = renderComposer({ post, userId: 'someone-else' });
    expect(screen.queryByText('Draft restored.')).toBeNull();
    expect(parts()).toEqual(['Saved one.', 'Saved two.']);
    someoneElse.unmount();
    renderComposer();
    expect(screen.queryByText('Draft restored.')).toBeNull();
    cleanup();
    renderComposer({ post });
    expect(screen.getByText('Draft restored.')).toBeTruthy();
    expect(parts()).toEqual(['Saved one.', 'Changed two.']);
  });

  it('shows every problem the server found beside the text and keeps what was written', async () => {
    const problems = ['Part 2/ is empty.', 'Part 3/ repeats an earlier part.'];
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(`content: ${problems.join(' ')}`, 'invalid_input', 400, { problems }),
    );
    renderComposer({
      post: {
        _id: 'thread-1',
        kind: 'thread',
        content: '1/ One.\n\n2/ Two.\n\n3/ Three.',
        media: [],
      },
    });
    fireEvent.change(part(2, 3), { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(problems);
    expect(alert.className).toContain('text-destructive');
    expect(part(2, 3).getAttribute('aria-describedby')).toContain(alert.id);
    expect(part(2, 3).getAttribute('aria-invalid')).toBe('true');
    expect(parts()).toEqual(['One.', ' ', 'Three.']);
  });

  it('saves an existing post with PATCH and then opens the schedule dialog', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { thread: saved('1/ Saved one.\n\n2/ New two.') } });
    renderComposer({
      post: {
        _id: 'thread-1',
        kind: 'thread',
        content: '1/ Saved one.\n\n2/ Saved two.',
        media: [],
      },
    });
    fireEvent.change(part(2, 2), { target: { value: 'New two.' } });
    await userEvent.click(part(2, 2));
    await userEvent.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    expect(patch).toHaveBeenCalledWith('/api/v0/posts/threads/thread-1', {
      content: '1/ Saved one.\n\n2/ New two.',
      media: [[], []],
    });
    expect(await screen.findByText('Scheduling thread-1')).toBeTruthy();
  });

  it('starts a new post from the text it is handed, such as an idea to write up', () => {
    renderComposer({ startWith: 'Why small pull requests get reviewed faster' });
    expect(parts()).toEqual(['Why small pull requests get reviewed faster']);
  });
});

import type { Post } from '@quillpost/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { PostList } from './post-list';

const IDEAS = [
  'Tips on reviews.',
  'A myth about tests.',
  'A thread on CI.',
  'Why PRs stay small.',
  'Tools.',
];
const idea: Post = {
  _id: 'idea-1',
  title: 'Shipping',
  content: IDEAS.map((text, i) => `${i + 1}. ${text}`).join('\n'),
  format: 'tweet',
  voice: 'casual',
  tags: 'tech',
  source: 'generated',
  variantOf: null,
  evergreen: null,
  createdAt: new Date(2026, 0, 1).toISOString(),
  media: [],
};

async function openIdeaEditor() {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { ideas: [idea] } });
  renderWithProviders(<PostList kind="idea" />);
  const card = await screen.findByRole('article');
  await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  const box = (n: number) => within(card).getByLabelText(`Idea ${n}`) as HTMLTextAreaElement;
  return { card, box };
}

/** The text an element is described by, as a screen reader reads it after the field. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('the inline idea editor', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('edits each idea in its own box with a live count, and saves them numbered', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({
      data: { idea: { ...idea, content: idea.content.replace('Tools.', 'Tools I use.') } },
    });
    const { card, box } = await openIdeaEditor();
    expect(IDEAS.map((_, i) => box(i + 1).value)).toEqual(IDEAS);
    expect(describedBy(box(5))).toBe('Characters: 6/280');
    await userEvent.clear(box(5));
    await userEvent.type(box(5), 'Tools I use.');
    expect(describedBy(box(5))).toBe('Characters: 12/280');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith('/api/v0/posts/ideas/idea-1', {
      content: idea.content.replace('Tools.', 'Tools I use.'),
    });
    await waitFor(() => expect(within(card).queryByLabelText('Idea 1')).toBeNull());
  });

  it("words each refusal in the screen's words beside the idea it is about", async () => {
    const problems = [
      'Idea 2 is 301 characters as X counts them; the limit is 280.',
      'Idea 4 is empty.',
      'Idea 5 has hashtags (#ci); use none.',
    ];
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(`content: ${problems.join(' ')}`, 'invalid_input', 400, { problems }),
    );
    const { card, box } = await openIdeaEditor();
    await userEvent.clear(box(4));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box(2).getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(box(2))).toBe(
      'Characters: 19/280 | Idea 2 is too long: keep it to 280 characters.',
    );
    expect(describedBy(box(4))).toBe('Characters: 0/280 | Idea 4 is empty: write something here.');
    expect(describedBy(box(5))).toBe(
      'Characters: 6/280 | Idea 5 has hashtags (#ci): take them out.',
    );
    expect(box(1).getAttribute('aria-invalid')).toBeNull();
    // The API's wording for programs is not the screen's.
    expect(card.textContent).not.toMatch(/as X counts them|use none|content:/);
    // An idea changed since the refusal loses what was said about it.
    await userEvent.type(box(4), 'A new idea.');
    expect(describedBy(box(4))).toBe('Characters: 11/280');
  });

  it('says what names no single idea for the whole editor, in the same words', async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError('content must be at most 10000 characters', 'invalid_input', 400),
    );
    const { card } = await openIdeaEditor();
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe(
      'The ideas are too long together: keep them to 10,000 characters.',
    );
  });
});

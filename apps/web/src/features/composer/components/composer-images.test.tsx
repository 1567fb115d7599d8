import type { Media } from '@quillpost/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { Composer } from './composer';

const media = (id: string, mimeType: Media['mimeType'] = 'image/png', altText = ''): Media => ({
  _id: id,
  mimeType,
  bytes: 10,
  width: 2,
  height: 2,
  altText,
  url: `/api/v0/media/${id}`,
});

const png = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let uploaded = 0;
/**
 * Every upload is answered with the next media id; posts are answered with what was sent; images
 * asked about are the `saved` ones.
 */
function answerServer(saved: Media[] = []) {
  uploaded = 0;
  vi.spyOn(api, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url === '/api/v0/accounts') return Promise.resolve({ data: { accounts: [] } });
    if (url === '/api/v0/media') {
      const ids = (config!.params as { ids: string }).ids.split(',');
      return Promise.resolve({ data: { media: saved.filter((one) => ids.includes(one._id)) } });
    }
    return Promise.resolve({ data: new Blob(['x'], { type: 'image/png' }) });
  });
  return vi.spyOn(api, 'post').mockImplementation((url: string, body: unknown) => {
    if (url === '/api/v0/media') {
      const file = (body as FormData).get('file') as File;
      return Promise.resolve({
        data: { media: media(`m${++uploaded}`, file.type as 'image/png') },
      });
    }
    const { content, media: sent } = body as { content: string; media: string[][] };
    return Promise.resolve({ data: { thread: { _id: 'thread-1', content, media: sent } } });
  });
}

const user = userEvent.setup({ applyAccept: false });

function renderThread() {
  const onCreated = vi.fn();
  renderWithProviders(
    <Composer
      userId="user-1"
      authorName="Ada Lovelace"
      onCreated={onCreated}
      renderSchedule={() => null}
    />,
  );
  return onCreated;
}

async function writeThread() {
  await user.click(screen.getByRole('radio', { name: 'Thread' }));
  await user.type(screen.getByLabelText('Part 1 of 2'), 'One.');
  await user.type(screen.getByLabelText('Part 2 of 2'), 'Two.');
}

const pickerOf = (part: number) =>
  within(
    screen.getAllByRole('listitem').filter((item) => item.dataset.partId)[part - 1]!,
  ).getAllByTestId('image-picker')[0]! as HTMLInputElement;

const sentMedia = (post: ReturnType<typeof answerServer>) =>
  (post.mock.calls.find(([url]) => url === '/api/v0/posts/threads')![1] as { media: string[][] })
    .media;

describe('images in the composer', () => {
  beforeEach(() => {
    let made = 0;
    URL.createObjectURL = vi.fn(() => `blob:thumbnail-${++made}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('adds an image to part 2 from the file picker, shows it in the preview and saves it there', async () => {
    const post = answerServer();
    renderThread();
    await writeThread();
    await user.upload(pickerOf(2), png('chart.png'));
    expect(await screen.findByLabelText('Description of image 1 of part 2')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('preview-image')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without' }));
    await waitFor(() => expect(sentMedia(post)).toEqual([[], ['m1']]));
  });

  it('adds an image dropped on a part or pasted into its text', async () => {
    const post = answerServer();
    renderThread();
    await writeThread();
    const part2 = screen.getAllByRole('listitem').filter((item) => item.dataset.partId)[1]!;
    fireEvent.drop(part2, { dataTransfer: { files: [png('dropped.png')], types: ['Files'] } });
    await screen.findByLabelText('Description of image 1 of part 2');
    fireEvent.paste(screen.getByLabelText('Part 1 of 2'), {
      clipboardData: { files: [png('pasted.png')], getData: () => '' },
    });
    await screen.findByLabelText('Description of image 1 of part 1');
    expect(screen.getByLabelText('Part 1 of 2')).toHaveProperty('value', 'One.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without' }));
    await waitFor(() => expect(sentMedia(post)).toEqual([['m2'], ['m1']]));
  });

  it('reorders images within a part and removes one', async () => {
    const post = answerServer();
    renderThread();
    await writeThread();
    await user.upload(pickerOf(1), [png('a.png'), png('b.png'), png('c.png')]);
    await screen.findByLabelText('Description of image 3 of part 1');
    await user.click(screen.getByRole('button', { name: 'Move image 3 of part 1 left' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 1 of part 1' }));
    // The removed image's thumbnails (beside the part and in the preview) let go of their URLs.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without' }));
    await waitFor(() => expect(sentMedia(post)).toEqual([['m3', 'm2'], []]));
  });

  it('keeps the order images were picked in, however the uploads finish', async () => {
    const post = answerServer();
    const waiting = new Map<string, () => void>();
    post.mockImplementation((url: string, body: unknown) => {
      if (url !== '/api/v0/media') return Promise.reject(new Error(`unexpected POST ${url}`));
      const file = (body as FormData).get('file') as File;
      return new Promise((resolve) =>
        waiting.set(file.name, () => resolve({ data: { media: media(`id-${file.name}`) } })),
      );
    });
    renderThread();
    await writeThread();
    await user.upload(pickerOf(1), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(waiting.has('a.png')).toBe(true));
    // The second answer coming first must not put it first.
    waiting.get('b.png')?.();
    waiting.get('a.png')!();
    await waitFor(() => expect(waiting.has('b.png')).toBe(true));
    waiting.get('b.png')!();
    await screen.findByLabelText('Description of image 2 of part 1');
    expect(screen.getAllByRole('button', { name: /^Remove image \d of part 1$/ }).length).toBe(2);
    // The draft is written by an effect after the render that shows the images.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('quillpost-draft:user-1:new')!).media[0]).toEqual([
        'id-a.png',
        'id-b.png',
      ]),
    );
  });

  it('saves a description through PATCH media and counts it to 1,000', async () => {
    answerServer();
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { media: media('m1', 'image/png', 'A rising line') } });
    renderThread();
    await writeThread();
    await user.upload(pickerOf(1), png('chart.png'));
    const field = await screen.findByLabelText('Description of image 1 of part 1');
    await user.type(field, 'A rising line');
    expect(screen.getByText(/^13\/1000/)).toBeTruthy();
    await user.tab();
    expect(patch).toHaveBeenCalledWith('/api/v0/media/m1', { altText: 'A rising line' });
    expect(await screen.findByText(/Description saved/)).toBeTruthy();
    // Described: saving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(/no description/)).toBeNull();
  });

  it('asks nothing when a description was typed and Save clicked before it was saved', async () => {
    const post = answerServer();
    let answer: (value: { data: { media: Media } }) => void = () => {};
    vi.spyOn(api, 'patch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onCreated = renderThread();
    await writeThread();
    await user.upload(pickerOf(1), png('chart.png'));
    await user.type(await screen.findByLabelText('Description of image 1 of part 1'), 'A line');
    // The click takes the focus from the field, which starts saving its description.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer({ data: { media: media('m1', 'image/png', 'A line') } });
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentMedia(post)).toEqual([['m1'], []]);
  });

  it('shows the saved description of a reopened post, and leaving the field untouched keeps it', async () => {
    answerServer([media('m7', 'image/png', 'A red door')]);
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { media: media('m7', 'image/png', 'A red door, ajar') } });
    renderWithProviders(
      <Composer
        userId="user-1"
        authorName="Ada Lovelace"
        post={{ _id: 'tweet-1', kind: 'tweet', content: 'Come in.', media: [['m7']] }}
        onCreated={vi.fn()}
        renderSchedule={() => null}
      />,
    );
    const field = await screen.findByLabelText('Description of image 1 of your tweet');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('A red door'));
    await user.click(field);
    await user.tab();
    expect(patch).not.toHaveBeenCalled();
    await user.type(field, ', ajar');
    await user.tab();
    expect(patch).toHaveBeenCalledWith('/api/v0/media/m7', { altText: 'A red door, ajar' });
  });

  it('asks before saving when images have no description, and never blocks', async () => {
    const post = answerServer();
    const onCreated = renderThread();
    await writeThread();
    await user.upload(pickerOf(1), [png('a.png'), png('b.png')]);
    await screen.findByLabelText('Description of image 2 of part 1');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('2 images have no description.')).toBeTruthy();
    expect(
      within(dialog).getByText('Screen-reader users will not know what they show.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add descriptions' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Description of image 1 of part 1'),
      ),
    );
    expect(post.mock.calls.some(([url]) => url === '/api/v0/posts/threads')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![2]).toBe(true);
  });

  it('refuses, in words beside the part, what a part cannot hold and uploads nothing of it', async () => {
    const post = answerServer();
    renderThread();
    await writeThread();
    await user.upload(pickerOf(1), png('huge.png', 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.png is too large: An image may be at most 5 MB.',
    );
    await user.upload(pickerOf(1), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toContain('notes.txt is not an image');
    await user.upload(
      pickerOf(1),
      [1, 2, 3, 4, 5].map((n) => png(`${n}.png`)),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'A part holds at most 4 images; 5.png was not added.',
    );
    await screen.findByLabelText('Description of image 4 of part 1');
    await user.upload(pickerOf(2), [
      png('a.png'),
      new File(['g'], 'cat.gif', { type: 'image/gif' }),
    ]);
    const part2 = screen.getAllByRole('listitem').filter((item) => item.dataset.partId)[1]!;
    expect(within(part2).getByRole('alert').textContent).toContain('A GIF goes out alone');
    const uploads = post.mock.calls.filter(([url]) => url === '/api/v0/media');
    expect(uploads).toHaveLength(5);
  });

  it('moves images with their part, drops them with a removed part, and keeps them in the draft', async () => {
    const post = answerServer();
    renderThread();
    await writeThread();
    await user.upload(pickerOf(2), png('chart.png'));
    await screen.findByLabelText('Description of image 1 of part 2');
    await user.click(screen.getByRole('button', { name: 'Move part 2 up' }));
    expect(screen.getByLabelText('Description of image 1 of part 1')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('quillpost-draft:user-1:new')!).media).toEqual([
      ['m1'],
      [],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove part 1' }));
    expect(screen.queryByLabelText(/Description of image/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentMedia(post)).toEqual([[]]));
  });
});

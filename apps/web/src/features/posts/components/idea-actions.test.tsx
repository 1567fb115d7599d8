import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { readStartWith } from '@/lib/start-with';
import { GenerateForm } from './generate-form';
import { PostCard } from './post-card';

const idea = 'Why small pull requests get reviewed faster';
const ideas = [idea, 'What a failing build taught me', 'Three signs a test is flaky'];
const ideasPost = ideas.map((text, index) => `${index + 1}. ${text}`).join('\n');

/** What the composer's route reads when it opens. */
function ComposerStart() {
  return <p>Composer starts with: {readStartWith(useLocation().state).text}</p>;
}

function renderIdeaCard(content = idea) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PostCard kind="idea" post={{ _id: 'idea-1', content }} /> },
      { path: '/dashboard/new', element: <ComposerStart /> },
      {
        path: '/dashboard/tweet',
        element: <GenerateForm kind="tweet" pending={false} onSubmit={() => {}} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('an idea’s card', () => {
  it('offers each idea of a post on its own, so one idea makes one post', async () => {
    renderIdeaCard(ideasPost);
    expect(screen.getAllByRole('link', { name: /^Write this/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: 'Write this: idea 2' }));
    expect(screen.getByText(`Composer starts with: ${ideas[1]}`)).toBeTruthy();
  });

  it('generates from the one idea chosen', async () => {
    renderIdeaCard(ideasPost);
    await userEvent.click(screen.getByRole('link', { name: 'Generate from this: idea 3' }));
    expect((screen.getByLabelText('Tweet Description') as HTMLTextAreaElement).value).toBe(
      ideas[2],
    );
  });

  it('opens the composer with the idea as the text', async () => {
    renderIdeaCard();
    await userEvent.click(screen.getByRole('link', { name: 'Write this' }));
    expect(screen.getByText(`Composer starts with: ${idea}`)).toBeTruthy();
  });

  it('opens the tweet generator with the idea as the description', async () => {
    renderIdeaCard();
    await userEvent.click(screen.getByRole('link', { name: 'Generate from this' }));
    expect((screen.getByLabelText('Tweet Description') as HTMLTextAreaElement).value).toBe(idea);
  });
});

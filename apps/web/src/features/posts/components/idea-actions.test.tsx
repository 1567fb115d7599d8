import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { readStartWith } from '@/lib/start-with';
import { GenerateForm } from './generate-form';
import { PostCard } from './post-card';

const idea = 'Why small pull requests get reviewed faster';

/** What the composer's route reads when it opens. */
function ComposerStart() {
  return <p>Composer starts with: {readStartWith(useLocation().state).text}</p>;
}

function renderIdeaCard() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PostCard kind="idea" post={{ _id: 'idea-1', content: idea }} /> },
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

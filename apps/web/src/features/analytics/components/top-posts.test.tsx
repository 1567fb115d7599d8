import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../testing/analytics-answer';
import { TopPosts } from './top-posts';

describe('TopPosts', () => {
  it('stacks each post’s figures, rate included, for a card too narrow for the table', () => {
    const { publications, accounts } = answer();
    render(
      <TopPosts publications={publications} timezone="UTC" accounts={accounts} simulated={false} />,
    );
    const stacked = screen.getByRole('list', { name: 'Your posts with the most impressions' });
    expect(stacked.className).toContain('@xl:hidden');
    const [post] = within(stacked).getAllByRole('listitem');
    const figures = within(post!)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(post!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Impressions', 'Engagements', 'Rate']);
    expect(figures).toEqual(['1,500', '42', '2.8%']);
    expect(within(post!).getByText(/Thread of 3 posts · 2 November 2026/)).toBeTruthy();
  });
});

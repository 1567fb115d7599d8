import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DashboardNav } from './dashboard-nav';

describe('the side navigation', () => {
  it('leads to Settings, not only the avatar menu', () => {
    renderWithProviders(<DashboardNav />);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });
});

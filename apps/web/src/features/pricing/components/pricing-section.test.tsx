import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { getServerConfig } from '@/lib/server-config';
import { useTokenStore } from '@/stores/token';
import { serverConfig } from '@/testing/server-config';
import { PricingSection } from './pricing-section';

vi.mock('@/lib/server-config', () => ({ getServerConfig: vi.fn() }));

function renderPricing() {
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PricingSection /> },
      { path: '/auth/login', element: <h1>Login page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/pricing'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AlertHost />
    </>,
  );
  return router;
}

// hidden: an open alert dialog hides the page behind it from the accessibility tree.
const card = (title: string) => screen.getByRole('article', { name: title, hidden: true });

describe('PricingSection', () => {
  beforeEach(() => {
    useTokenStore.setState({ token: '' });
    vi.mocked(getServerConfig).mockResolvedValue(serverConfig());
  });

  it('shows the three plans with their prices and buttons', async () => {
    renderPricing();
    expect(within(card('Free')).getByText('$0')).toBeTruthy();
    expect(within(card('Basic')).getByText('$9')).toBeTruthy();
    expect(within(card('Basic')).getByText('Popular')).toBeTruthy();
    expect(within(card('Premium')).getByText('$19')).toBeTruthy();
    expect(within(card('Free')).getByRole('button').textContent).toBe('Sign up for Free');
    expect(within(card('Premium')).getByRole('button').textContent).toBe('Start your free trial');
    expect(await within(card('Premium')).findByText('3,000 generations a month')).toBeTruthy();
  });

  it("shows the server's plan limits, not a copy of its defaults", async () => {
    vi.mocked(getServerConfig).mockResolvedValue(
      serverConfig({ free: 12, basic: 345, premium: 6789 }),
    );
    renderPricing();
    expect(await within(card('Free')).findByText('12 generations a month')).toBeTruthy();
    expect(within(card('Basic')).getByText('345 generations a month')).toBeTruthy();
    expect(within(card('Premium')).getByText('6,789 generations a month')).toBeTruthy();
  });

  it('sends a signed-out visitor choosing Free to the login page', async () => {
    const router = renderPricing();
    await userEvent.click(within(card('Free')).getByRole('button'));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a signed-in person choosing Free to the dashboard', async () => {
    useTokenStore.setState({ token: 'a-token' });
    const router = renderPricing();
    await userEvent.click(within(card('Free')).getByRole('button'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks a signed-out visitor choosing a paid plan to log in first, then goes to login', async () => {
    const router = renderPricing();
    await userEvent.click(within(card('Basic')).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You need to be logged in to make a payment.')).toBeTruthy();
    expect(card('Basic').dataset.selected).toBe('true');
    expect(router.state.location.pathname).toBe('/pricing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

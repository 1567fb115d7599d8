import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '@/lib/api-client';
import { useTokenStore } from '@/stores/token';
import { serverConfig } from '@/testing/server-config';
import { DashboardLayout } from './dashboard-layout';

/** A screen whose code arrives when the test says so, as a route's chunk does over the network. */
function screenArrivingLater() {
  let arrive: () => void = () => {};
  const code = new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Component: () => <h1>Analytics</h1> });
  });
  return { lazy: () => code, arrive };
}

describe('the dashboard while a screen’s code loads', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/config') return { data: serverConfig() };
      if (url === '/api/v0/settings') {
        return { data: { settings: { timezone: 'UTC', slots: [] }, timezoneSaved: true } };
      }
      return new Promise(() => {});
    });
    useTokenStore.getState().setToken('token');
  });

  it('keeps the current screen and says the next one is loading until it arrives', async () => {
    const analytics = screenArrivingLater();
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          Component: DashboardLayout,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'analytics', lazy: analytics.lazy },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();

    act(() => void router.navigate('/dashboard/analytics'));
    expect(await screen.findByText('Loading the page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');

    act(() => analytics.arrive());
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeTruthy();
    expect(screen.queryByText('Loading the page')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
  });
});

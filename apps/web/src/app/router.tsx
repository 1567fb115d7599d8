import { createBrowserRouter } from 'react-router';
import { DashboardLoading } from './layouts/dashboard-loading';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './routes/route-error';
import { LandingRoute } from './routes/landing';

/** Marketing pages load eagerly or in small chunks; everything under /dashboard is split off. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: LandingRoute },
      {
        path: 'about',
        lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: 'features',
        lazy: () => import('./routes/features').then((m) => ({ Component: m.FeaturesRoute })),
      },
      {
        path: 'blog',
        lazy: () => import('./routes/blog').then((m) => ({ Component: m.BlogRoute })),
      },
      {
        path: 'pricing',
        lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
  {
    path: '/auth',
    ErrorBoundary: RouteError,
    lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
    children: [
      {
        path: 'login',
        lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () => import('./routes/auth/register').then((m) => ({ Component: m.RegisterRoute })),
      },
    ],
  },
  {
    path: '/dashboard',
    ErrorBoundary: RouteError,
    HydrateFallback: DashboardLoading,
    lazy: () =>
      import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./routes/dashboard/overview').then((m) => ({ Component: m.OverviewRoute })),
      },
      ...(['tweet', 'thread', 'idea'] as const).map((kind) => ({
        path: kind,
        lazy: () =>
          import('./routes/dashboard/generate').then((m) => ({
            element: <m.GenerateScreen kind={kind} />,
          })),
      })),
      ...(['tweet', 'thread', 'idea'] as const).map((kind) => ({
        path: `all-${kind}s`,
        lazy: () =>
          import('./routes/dashboard/library').then((m) => ({
            element: <m.LibraryScreen kind={kind} />,
          })),
      })),
      {
        path: 'new',
        lazy: () =>
          import('./routes/dashboard/compose').then((m) => ({ Component: m.NewPostRoute })),
      },
      {
        path: 'posts/:kind/:id/edit',
        lazy: () =>
          import('./routes/dashboard/compose').then((m) => ({ Component: m.EditPostRoute })),
      },
      {
        path: 'schedule',
        lazy: () =>
          import('./routes/dashboard/schedule').then((m) => ({ Component: m.ScheduleRoute })),
      },
      {
        path: 'analytics',
        lazy: () =>
          import('./routes/dashboard/analytics').then((m) => ({ Component: m.AnalyticsRoute })),
      },
      {
        path: 'style',
        lazy: () => import('./routes/dashboard/style').then((m) => ({ Component: m.StyleRoute })),
      },
      {
        path: 'account',
        lazy: () =>
          import('./routes/dashboard/account').then((m) => ({ Component: m.AccountRoute })),
      },
      {
        path: 'settings',
        lazy: () =>
          import('./routes/dashboard/settings').then((m) => ({ Component: m.SettingsRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);

import { QueryClientProvider } from '@tanstack/react-query';
import { PanelLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import {
  PostActionsProvider,
  PostStatusProvider,
  type RenderPostActions,
  type RenderPostStatus,
} from '@/features/posts';
import { PostPublication, ScheduleButton } from '@/features/publications';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { EngineBadge } from '@/features/config';
import { useSaveBrowserTimezone } from '@/features/settings';
import { createQueryClient } from '@/lib/query-client';
import { useIsSignedIn } from '@/stores/token';
import { AccountMenu } from './account-menu';
import { DashboardNav } from './dashboard-nav';

const queryClient = createQueryClient();

function DashboardShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each screen's code loads when it is first opened; until then the current screen stays put.
  const openingScreen = useNavigation().state === 'loading';
  useSaveBrowserTimezone();
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-muted/40 md:flex">
        <Link to="/dashboard" aria-label="Quillpost dashboard" className="m-4 mb-0 rounded-md">
          <Logo />
        </Link>
        <DashboardNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label="Open navigation"
              >
                <PanelLeft aria-hidden className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Navigation">
              <Link
                to="/dashboard"
                onClick={() => setDrawerOpen(false)}
                aria-label="Quillpost dashboard"
                className="m-4 mb-0 self-start rounded-md"
              >
                <Logo />
              </Link>
              <DashboardNav onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
          <div className="ml-auto flex items-center gap-1">
            {openingScreen && <Spinner label="Loading the page" className="mx-2 size-5" />}
            <ThemeToggle />
            <AccountMenu />
          </div>
        </header>
        <main
          id="main"
          aria-busy={openingScreen || undefined}
          className="flex flex-1 flex-col gap-6 p-4 md:p-8"
        >
          <EngineBadge />
          <PostActionsProvider value={scheduleAction}>
            <PostStatusProvider value={publicationStatus}>
              <Outlet />
            </PostStatusProvider>
          </PostActionsProvider>
        </main>
      </div>
    </div>
  );
}

/** Post cards schedule through the publications feature, and show what went out. */
const scheduleAction: RenderPostActions = ({ kind, post }) => (
  <ScheduleButton kind={kind} post={post} />
);
const publicationStatus: RenderPostStatus = (input) => <PostPublication {...input} />;

/** Everything under /dashboard: signed-in only; a lost or revoked token leads to /auth/login. */
export function DashboardLayout() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return (
    <QueryClientProvider client={queryClient}>
      <title>Dashboard · Quillpost</title>
      <meta name="robots" content="noindex" />
      <DashboardShell />
    </QueryClientProvider>
  );
}

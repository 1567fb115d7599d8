import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { usePrerendered } from '@/components/prerendered';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useIsSignedIn } from '@/stores/token';

const NAV_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Features', to: '/features' },
  { label: 'Blog', to: '/' },
  { label: 'Pricing', to: '/pricing' },
];

const SUPPORT_EMAIL = 'support@quillpost.app';

interface AuthLinksProps {
  signedIn: boolean;
  vertical?: boolean;
}

function AuthLinks(props: AuthLinksProps) {
  // A prerendered page cannot know: it draws both, and boot.js marks <html> before the first paint.
  if (!usePrerendered()) return <AuthLinkSet {...props} />;
  return (
    <>
      <div className="signed-out-only contents">
        <AuthLinkSet signedIn={false} vertical={props.vertical} />
      </div>
      <div className="signed-in-only contents">
        <AuthLinkSet signedIn vertical={props.vertical} />
      </div>
    </>
  );
}

function AuthLinkSet({ signedIn, vertical }: AuthLinksProps) {
  if (signedIn) {
    return (
      <Button asChild className={cn(vertical && 'w-full')}>
        <Link to="/auth/login">Get Started</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" className={cn(vertical && 'w-full')}>
        <Link to="/auth/login">Login</Link>
      </Button>
      <Button asChild className={cn(vertical && 'w-full')}>
        <Link to="/auth/register">Sign up</Link>
      </Button>
    </>
  );
}

function SiteHeader() {
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  // Blog points at the home page for now, so it is never shown as the current page.
  const linkClass =
    (to: string) =>
    ({ isActive }: { isActive: boolean }) =>
      cn(
        'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
        isActive && to !== '/' && 'text-foreground',
      );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label="Quillpost home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.label} to={link.to} end className={linkClass(link.to)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AuthLinks signedIn={signedIn} />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="group md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Menu aria-hidden className="size-5 group-aria-expanded:hidden" />
            <X aria-hidden className="hidden size-5 group-aria-expanded:block" />
          </Button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="flex flex-col">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 font-medium hover:bg-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-2">
          <AuthLinks signedIn={signedIn} vertical />
        </div>
      </nav>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Human-sounding tweets, threads and post ideas for X, written in your voice.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className="text-muted-foreground hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="text-muted-foreground hover:text-foreground"
          >
            Contact support
          </a>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground">
          © {new Date().getFullYear()} Quillpost. Built by the two Quillpost makers, hosted on your
          own server, source in the Quillpost repository.
        </p>
      </div>
    </footer>
  );
}

/** The page comes from the router, or as children when a page is prerendered. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

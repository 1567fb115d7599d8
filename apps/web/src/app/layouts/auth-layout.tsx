import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme-toggle';

export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/50">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" aria-label="Quillpost home" className="rounded-md">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-sm rounded-2xl border bg-card p-8 shadow-sm">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

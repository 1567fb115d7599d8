import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';

/** Shown when a page fails to render or its code cannot be loaded (for example while offline). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · Quillpost</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be shown. Check your connection and reload, or go back home.
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to home
        </Link>
      </div>
    </main>
  );
}

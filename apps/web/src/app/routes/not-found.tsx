import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Page not found · Quillpost</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonVariants()}>
        Back to home
      </Link>
    </section>
  );
}

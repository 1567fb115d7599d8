import { useSyncExternalStore } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { HeroReveal } from './hero-reveal';

const AVATARS = ['ava', 'ben', 'chloe', 'dev'];

// The screenshot loads only on screens wide enough to show it.
const WIDE = '(min-width: 768px)';

function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    // Prerendered pages keep the screenshot: CSS hides it on phones, and it loads lazily.
    () => true,
  );
}

export function Hero() {
  const wide = useIsWide();
  return (
    <section className="relative overflow-hidden px-4 pt-16 pb-20 md:pt-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-indigo-200),transparent_65%)] opacity-70 dark:bg-[radial-gradient(ellipse_at_top,var(--color-indigo-950),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <p className="rounded-full border bg-background px-3 py-1 text-sm font-medium">
          Version 1.0 is here
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">
          Start Generating Viral Tweets Today
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-balance">
          Describe your idea, pick a format and a tone, and get tweets, five-part threads and post
          ideas that sound like you, ready to share on X.
        </p>
        <Link to="/auth/login" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Get Started For Free
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        <div className="mt-8 flex items-center gap-3">
          <div className="flex -space-x-3">
            {AVATARS.map((name) => (
              <img
                key={name}
                src={`/images/avatars/${name}.svg`}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border-2 border-background"
              />
            ))}
            <span className="flex size-10 items-center justify-center rounded-full border-2 border-background bg-primary text-xs font-semibold text-primary-foreground">
              +99
            </span>
          </div>
          <p className="text-sm text-muted-foreground">Loved by creators who post every day</p>
        </div>
      </div>
      <div className="mx-auto mt-16 hidden aspect-[1200/760] max-w-5xl md:block">
        {wide && <HeroReveal />}
      </div>
    </section>
  );
}

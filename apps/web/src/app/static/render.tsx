import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PrerenderContext } from '@/components/prerendered';
import { Hero } from '@/features/marketing/hero';
import { PublicLayout } from '../layouts/public-layout';
import LandingSections from '../routes/landing-sections';
import { PricingRoute } from '../routes/pricing';

/** The marketing pages written to HTML at build time (scripts/prerender.mjs), by address. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => (
    <>
      <Hero />
      <LandingSections />
    </>
  ),
  '/pricing': () => <PricingRoute />,
};

export const PRERENDERED_PATHS = Object.keys(PAGES);

/** The page's markup inside the public layout, as the app would draw it for a signed-out visitor. */
export function renderPage(path: string): string {
  const page = PAGES[path];
  if (!page) throw new Error(`No prerendered page for ${path}`);
  return renderToStaticMarkup(
    <PrerenderContext value>
      <StaticRouter location={path}>
        <PublicLayout>{page()}</PublicLayout>
      </StaticRouter>
    </PrerenderContext>,
  );
}

import { createContext, useContext } from 'react';

/**
 * True while a marketing page is rendered to HTML at build time. Components then draw every
 * state the page's small script switches between (menus closed, answers hidden, both sets of
 * sign-in links), since no React runs on those pages to draw them later.
 */
export const PrerenderContext = createContext(false);

export const usePrerendered = () => useContext(PrerenderContext);

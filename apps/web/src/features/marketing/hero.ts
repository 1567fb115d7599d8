// The hero has its own entry so the landing page can paint it before loading the other sections.
export { Hero } from './components/hero';

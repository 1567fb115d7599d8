import { setupFaq, setupHeroReveal, setupMobileMenu } from './disclosures';
import { setupPricing } from './pricing';
import { setupThemeMenu } from './theme-menu';

// The script of the prerendered marketing pages (/ and /pricing): no React until someone picks
// a plan. The theme and the signed-in marks were set before the first paint by public/boot.js.
const each = (selector: string, setup: (element: HTMLElement) => void) =>
  document.querySelectorAll<HTMLElement>(selector).forEach(setup);

each('[data-theme-toggle]', setupThemeMenu);
setupMobileMenu();
each('[data-faq]', setupFaq);
each('[data-hero-reveal]', setupHeroReveal);
each('[data-pricing-island]', setupPricing);

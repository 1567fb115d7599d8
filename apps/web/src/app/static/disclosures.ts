import { HERO_SHOWN_CLASS, HERO_VISIBLE_SHARE } from '@/features/marketing/hero-reveal-classes';

/** The header's menu button on phones: shows and hides the menu drawn hidden in the page. */
export function setupMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]');
  const menu = document.getElementById('mobile-menu');
  if (!button || !menu) return;
  button.addEventListener('click', () => {
    menu.hidden = !menu.hidden;
    button.setAttribute('aria-expanded', String(!menu.hidden));
  });
}

/** The FAQ: one answer open at a time, and a second click closes it, as in the app's accordion. */
export function setupFaq(root: HTMLElement): void {
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('button[id]')];
  const answerOf = (trigger: HTMLButtonElement) =>
    root.querySelector<HTMLElement>(`[aria-labelledby="${trigger.id}"]`);

  const setOpen = (trigger: HTMLButtonElement, open: boolean) => {
    const answer = answerOf(trigger);
    const item = trigger.closest('[data-faq] > div');
    if (!answer || !item) return;
    for (const element of [item, ...item.querySelectorAll('[data-state]')]) {
      element.setAttribute('data-state', open ? 'open' : 'closed');
    }
    trigger.setAttribute('aria-expanded', String(open));
    answer.hidden = !open;
    // The opening animation grows the answer to its own height.
    if (open) {
      answer.style.setProperty('--radix-collapsible-content-height', `${answer.scrollHeight}px`);
    }
  };

  for (const trigger of triggers) {
    const answer = answerOf(trigger);
    if (answer) trigger.setAttribute('aria-controls', answer.id);
    trigger.addEventListener('click', () => {
      const open = trigger.getAttribute('aria-expanded') !== 'true';
      for (const other of triggers) if (other !== trigger) setOpen(other, false);
      setOpen(trigger, open);
    });
  }
}

/** The hero screenshot appears once 40 % of it is on screen (see HeroReveal). */
export function setupHeroReveal(element: HTMLElement): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      element.className = HERO_SHOWN_CLASS;
      observer.disconnect();
    },
    { threshold: HERO_VISIBLE_SHARE },
  );
  observer.observe(element);
}

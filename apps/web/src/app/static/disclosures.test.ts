import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupFaq, setupMobileMenu } from './disclosures';
import { renderPage } from './render';
import { setupThemeMenu } from './theme-menu';

let landing = '';
beforeAll(() => {
  landing = renderPage('/');
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((element) =>
    element.textContent?.includes(text),
  )!;

describe('the script of the prerendered pages', () => {
  it('opens one FAQ answer at a time, and closes it on a second click', () => {
    document.body.innerHTML = landing;
    setupFaq(document.querySelector('[data-faq]')!);
    const first = byText('[data-faq] button', 'How does Quillpost help');
    const third = byText('[data-faq] button', 'How often can I generate');
    const thirdAnswer = byText('[data-faq] [role="region"]', 'It depends on your plan');

    first.click();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    third.click();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(third.getAttribute('aria-expanded')).toBe('true');
    expect(third.getAttribute('aria-controls')).toBe(thirdAnswer.id);
    expect(thirdAnswer.hidden).toBe(false);
    expect(thirdAnswer.dataset.state).toBe('open');
    third.click();
    expect(thirdAnswer.hidden).toBe(true);
  });

  it('shows and hides the mobile menu', () => {
    document.body.innerHTML = landing;
    setupMobileMenu();
    const button = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
    button.click();
    expect(document.getElementById('mobile-menu')!.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(document.getElementById('mobile-menu')!.hidden).toBe(true);
  });

  it('keeps the chosen theme and marks it in the menu', () => {
    document.body.innerHTML = landing;
    const root = document.querySelector<HTMLElement>('[data-theme-toggle]')!;
    setupThemeMenu(root);
    root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    const dark = root.querySelector<HTMLButtonElement>('[data-theme-option="dark"]')!;
    expect(root.querySelector<HTMLElement>('[role="menu"]')!.hidden).toBe(false);
    dark.click();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('quillpost-ui-theme')).toBe('dark');
    expect(dark.getAttribute('aria-checked')).toBe('true');
    expect(root.querySelector<HTMLElement>('[role="menu"]')!.hidden).toBe(true);
  });
});

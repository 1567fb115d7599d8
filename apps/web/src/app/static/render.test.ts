import { describe, expect, it } from 'vitest';
import { renderPage } from './render';

describe('the prerendered marketing pages', () => {
  it('draw the landing page without a React root to mount into', () => {
    const html = renderPage('/');
    expect(html).toContain('Start Generating Viral Tweets Today');
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain('It depends on your plan');
    expect(html).not.toContain('id="root"');
    expect(html).not.toMatch(/<script/);
  });

  it('draw the states their script switches between, hidden until it does', () => {
    const page = new DOMParser().parseFromString(renderPage('/'), 'text/html');
    expect(page.getElementById('mobile-menu')?.hidden).toBe(true);
    expect(page.querySelector<HTMLElement>('[data-theme-toggle] [role="menu"]')?.hidden).toBe(true);
    const answers = [...page.querySelectorAll<HTMLElement>('[data-faq] [role="region"]')];
    expect(answers).toHaveLength(5);
    expect(answers.every((answer) => answer.hidden)).toBe(true);
    expect(page.querySelectorAll('.signed-out-only a[href="/auth/register"]')).toHaveLength(2);
    expect(page.querySelectorAll('.signed-in-only a[href="/auth/login"]')).toHaveLength(2);
    expect(page.querySelector('[data-hero-reveal] img')?.getAttribute('loading')).toBe('lazy');
  });

  it('draw the pricing page with its own title and the plan buttons', () => {
    const html = renderPage('/pricing');
    expect(html).toMatch(/^<title>Pricing · Quillpost<\/title><meta name="description"/);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const buttons = [...page.querySelectorAll<HTMLElement>('[data-pricing-island] button')];
    expect(buttons.map((button) => button.dataset.plan)).toEqual([
      'free',
      '9_dollars',
      '19_dollars',
    ]);
    expect(page.querySelectorAll('[data-plan-limit].invisible')).toHaveLength(3);
  });
});

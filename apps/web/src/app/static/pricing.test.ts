import { describe, expect, it, vi } from 'vitest';
import { serverConfig } from '@/testing/server-config';
import { renderPage } from './render';
import { setupPricing } from './pricing';

describe('the prerendered pricing section', () => {
  it("fills in this server's generations a month", async () => {
    const fetch = vi.fn(async () => Response.json(serverConfig()));
    vi.stubGlobal('fetch', fetch);
    const html = renderPage('/pricing');
    document.body.innerHTML = html.slice(html.indexOf('<div'));
    const section = document.querySelector<HTMLElement>('[data-pricing-island]')!;

    setupPricing(section);

    expect(fetch).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
    const free = section.querySelector<HTMLElement>('[data-plan-limit="free"]')!;
    await vi.waitFor(() => expect(free.classList.contains('invisible')).toBe(false));
    const limit = serverConfig().plans.find((plan) => plan.id === 'free')!.limit;
    expect(free.textContent).toBe(`${limit.toLocaleString('en-US')} generations a month`);
    vi.unstubAllGlobals();
  });
});

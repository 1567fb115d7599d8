import type { ConfigResponse, PlanId } from '@quillpost/shared';
import type { PlanLimits } from '@/features/pricing/api/use-plan-limits';
import { generationsLine } from '@/features/pricing/plans';
import { API_URL } from '@/lib/api-url';

async function readLimits(): Promise<PlanLimits> {
  const response = await fetch(`${API_URL}/api/config`, { credentials: 'include' });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const { plans } = (await response.json()) as ConfigResponse;
  return Object.fromEntries(plans.map((plan) => [plan.id, plan.limit])) as PlanLimits;
}

/**
 * The prerendered pricing section: this server's limits filled in, and on the first click of a
 * plan the live section (React, the checkout) loaded in its place and given that click.
 */
export function setupPricing(container: HTMLElement): void {
  let limits: PlanLimits | undefined;
  readLimits().then(
    (read) => {
      limits = read;
      for (const line of container.querySelectorAll<HTMLElement>('[data-plan-limit]')) {
        const limit = read[line.dataset.planLimit as PlanId];
        if (limit === undefined || !line.lastChild) continue;
        line.lastChild.textContent = generationsLine(limit);
        line.classList.remove('invisible');
      }
    },
    (error: unknown) => console.error('The plan limits could not be read', error),
  );

  let loading = false;
  container.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-plan]');
    if (!button || loading) return;
    loading = true;
    import('./pricing-island').then(
      ({ mountPricing }) =>
        mountPricing(container, {
          className: container.dataset.pricingIsland || undefined,
          initialChoice: button.dataset.plan as PlanId,
          initialLimits: limits,
        }),
      (error: unknown) => {
        loading = false;
        console.error('The pricing section could not be loaded', error);
      },
    );
  });
}

import { createRoot } from 'react-dom/client';
import { AlertHost } from '@/components/ui/alert-host';
import { PricingPlans, type PricingPlansProps } from '@/features/pricing/components/pricing-plans';

/** Replaces the prerendered pricing section with the live one; pages change by a page load. */
export function mountPricing(
  container: HTMLElement,
  props: Omit<PricingPlansProps, 'go' | 'headingLevel'>,
): void {
  createRoot(container).render(
    <>
      <PricingPlans {...props} go={(path) => window.location.assign(path)} />
      <AlertHost />
    </>,
  );
}

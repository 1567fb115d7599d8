import {
  isPaidPlan,
  type CreateOrderResponse,
  type PaidPlanId,
  type PlanId,
} from '@quillpost/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SectionIntro } from '@/components/ui/section-intro';
import { cn } from '@/lib/cn';
import { showAlert } from '@/stores/alert';
import { useIsSignedIn } from '@/stores/token';
import type { CheckoutOutcome } from '../checkout';
import { PAYMENT_MESSAGES } from '../messages';
import { openDashboardAfterPayment } from '../open-dashboard';
import { usePlanLimits, type PlanLimits } from '../api/use-plan-limits';
import { PRICING_PLANS } from '../plans';
import { PlanCard } from './plan-card';

// Loaded on first use, so the marketing pages do not ship the checkout code.
const SandboxCheckoutDialog = lazy(() =>
  import('./sandbox-checkout-dialog').then((module) => ({
    default: module.SandboxCheckoutDialog,
  })),
);

interface SandboxRequest {
  order: CreateOrderResponse;
  answer: (pay: boolean) => void;
}

async function announce(outcome: CheckoutOutcome): Promise<void> {
  if (outcome === 'paid') {
    await showAlert(PAYMENT_MESSAGES.success, { title: 'Thank you' });
    openDashboardAfterPayment();
  } else if (outcome === 'verification_failed') {
    await showAlert(PAYMENT_MESSAGES.verificationFailed, { title: 'Payment not applied' });
  } else if (outcome === 'initialization_failed') {
    await showAlert(PAYMENT_MESSAGES.initializationFailed, { title: 'Payment not started' });
  }
}

export interface PricingPlansProps {
  headingLevel?: 'h1' | 'h2';
  className?: string;
  /** Opens another page of the app: the router's navigate, or a page load. */
  go: (path: string) => void;
  /** A plan already chosen before this section ran (a click on the prerendered page). */
  initialChoice?: PlanId;
  initialLimits?: PlanLimits;
}

/** The three plans with their rules: Free signs up, a paid plan needs a signed-in person. */
export function PricingPlans({
  headingLevel = 'h2',
  className,
  go,
  initialChoice,
  initialLimits,
}: PricingPlansProps) {
  const signedIn = useIsSignedIn();
  const [selected, setSelected] = useState<PlanId | null>(null);
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const [sandbox, setSandbox] = useState<SandboxRequest | null>(null);
  const limits = usePlanLimits(initialLimits);

  const openSandboxCheckout = (order: CreateOrderResponse) =>
    new Promise<boolean>((resolve) => {
      setSandbox({
        order,
        answer: (pay) => {
          setSandbox(null);
          resolve(pay);
        },
      });
    });

  const pay = async (plan: PaidPlanId) => {
    setProcessing(plan);
    let outcome: CheckoutOutcome;
    try {
      const { runCheckout } = await import('../checkout');
      outcome = await runCheckout(plan, { openSandboxCheckout });
    } catch (error) {
      console.error(error); // The checkout code itself could not be loaded.
      outcome = 'initialization_failed';
    }
    setProcessing(null);
    await announce(outcome);
  };

  const choose = async (plan: PlanId) => {
    if (processing) return;
    setSelected(plan);
    if (!isPaidPlan(plan)) {
      go(signedIn ? '/dashboard' : '/auth/login');
      return;
    }
    if (!signedIn) {
      await showAlert(PAYMENT_MESSAGES.loginRequired, { title: 'Please log in' });
      go('/auth/login');
      return;
    }
    await pay(plan);
  };

  const initialChoiceMade = useRef(false);
  useEffect(() => {
    if (!initialChoice || initialChoiceMade.current) return;
    initialChoiceMade.current = true;
    void choose(initialChoice);
    // Once, on mount: the click that loaded this section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby="pricing-title" className={cn('px-4 py-20', className)}>
      <div className="mx-auto max-w-6xl">
        <SectionIntro
          label="Pricing"
          title="Pick the plan that fits your posting"
          titleId="pricing-title"
          headingLevel={headingLevel}
        >
          Free forever for getting started; upgrade when you post every day. Prices in USD per
          month.
        </SectionIntro>
        <div className="grid items-start gap-8 md:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              limit={limits?.[plan.id]}
              selected={selected === plan.id}
              processing={processing === plan.id}
              onChoose={() => void choose(plan.id)}
            />
          ))}
        </div>
      </div>
      {sandbox && (
        <Suspense fallback={null}>
          <SandboxCheckoutDialog
            order={sandbox.order}
            onPay={() => sandbox.answer(true)}
            onCancel={() => sandbox.answer(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

import { isPaidPlan, type PlanId } from '@quillpost/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { showAlert } from '@/stores/alert';
import { useIsSignedIn } from '@/stores/token';
import { PRICING_PLANS } from '../plans';
import { PlanCard } from './plan-card';

export const LOGIN_REQUIRED_MESSAGE = 'You need to be logged in to make a payment.';

/** The three plans with their rules: Free signs up, a paid plan needs a signed-in person. */
export function PricingSection({
  headingLevel = 'h2',
  className,
}: {
  headingLevel?: 'h1' | 'h2';
  className?: string;
}) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const [selected, setSelected] = useState<PlanId | null>(null);
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const Heading = headingLevel;

  const choose = async (plan: PlanId) => {
    setSelected(plan);
    if (!isPaidPlan(plan)) {
      navigate(signedIn ? '/dashboard' : '/auth/login');
      return;
    }
    if (!signedIn) {
      await showAlert(LOGIN_REQUIRED_MESSAGE, { title: 'Please log in' });
      navigate('/auth/login');
      return;
    }
    setProcessing(plan);
    try {
      // Loaded on demand so that the marketing pages do not ship the checkout code.
      const { startCheckout } = await import('../checkout');
      await startCheckout(plan);
    } finally {
      setProcessing(null);
    }
  };

  return (
    <section aria-labelledby="pricing-title" className={cn('px-4 py-20', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="mb-3 inline-block rounded-full border px-3 py-1 text-sm font-medium">
            Pricing
          </p>
          <Heading id="pricing-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            Pick the plan that fits your posting
          </Heading>
          <p className="mt-4 text-muted-foreground">
            Free forever for getting started; upgrade when you post every day. Prices in USD per
            month.
          </p>
        </div>
        <div className="grid items-start gap-8 md:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              selected={selected === plan.id}
              processing={processing === plan.id}
              onChoose={() => void choose(plan.id)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

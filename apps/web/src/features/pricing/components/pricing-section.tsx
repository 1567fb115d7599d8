import { useNavigate } from 'react-router';
import { usePrerendered } from '@/components/prerendered';
import { PricingPlans } from './pricing-plans';

interface PricingSectionProps {
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** The pricing section inside the app's router. */
export function PricingSection(props: PricingSectionProps) {
  const navigate = useNavigate();
  const plans = <PricingPlans {...props} go={(path) => void navigate(path)} />;
  if (!usePrerendered()) return plans;
  // A prerendered page replaces this block with the live section on the first click of a plan.
  return (
    <div data-pricing-island={props.className ?? ''} data-heading-level={props.headingLevel}>
      {plans}
    </div>
  );
}

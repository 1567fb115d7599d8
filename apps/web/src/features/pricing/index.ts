export { PricingPlans, type PricingPlansProps } from './components/pricing-plans';
export { PricingSection } from './components/pricing-section';
export { type PlanLimits } from './api/use-plan-limits';
export { LOGIN_REQUIRED_MESSAGE, PAYMENT_MESSAGES } from './messages';
export { PRICING_PLANS, type PricingPlan } from './plans';

export { PricingSection, LOGIN_REQUIRED_MESSAGE } from './components/pricing-section';
export { PRICING_PLANS, type PricingPlan } from './plans';

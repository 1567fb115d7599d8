export { PricingSection } from './components/pricing-section';
export { LOGIN_REQUIRED_MESSAGE, PAYMENT_MESSAGES } from './messages';
export { PRICING_PLANS, type PricingPlan } from './plans';

import { PLAN_PRICES_CENTS, PLAN_TITLES, type PlanId } from '@quillpost/shared';

export interface PricingPlan {
  id: PlanId;
  title: string;
  monthlyPrice: number;
  buttonText: string;
  popular: boolean;
  inverse: boolean;
  /** What the plan gives besides its generations a month, which the server's limits tell. */
  features: string[];
}

export const generationsLine = (limit: number) =>
  `${limit.toLocaleString('en-US')} generations a month`;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    title: PLAN_TITLES.free,
    monthlyPrice: PLAN_PRICES_CENTS.free / 100,
    buttonText: 'Sign up for Free',
    popular: false,
    inverse: false,
    features: [
      'Tweets, five-part threads and post ideas',
      'Every tone of voice and format',
      'Copy and share to X in one click',
    ],
  },
  {
    id: '9_dollars',
    title: PLAN_TITLES['9_dollars'],
    monthlyPrice: PLAN_PRICES_CENTS['9_dollars'] / 100,
    buttonText: 'Start your free trial',
    popular: true,
    inverse: false,
    features: ['Everything in Free', 'A saved library of all your posts', 'E-mail support'],
  },
  {
    id: '19_dollars',
    title: PLAN_TITLES['19_dollars'],
    monthlyPrice: PLAN_PRICES_CENTS['19_dollars'] / 100,
    buttonText: 'Start your free trial',
    popular: false,
    inverse: true,
    features: ['Everything in Basic', 'Priority generation', 'Early access to new features'],
  },
];

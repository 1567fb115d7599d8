import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { storableText } from '../text';

export const ZCreateOrderRequest = z.object({
  plan: z.enum(PLAN_IDS, { error: `plan must be one of: ${PLAN_IDS.join(', ')}` }),
});
export const ZCreateOrderResponse = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('USD'),
  plan: z.enum(PLAN_IDS),
});
export type CreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

const field = (name: string) =>
  storableText(name, `${name} is required`).trim().min(1, `${name} is required`).max(200);

export const ZVerifyPaymentRequest = z.object({
  razorpay_order_id: field('razorpay_order_id'),
  razorpay_payment_id: field('razorpay_payment_id'),
  razorpay_signature: field('razorpay_signature'),
});
export type VerifyPaymentRequest = z.infer<typeof ZVerifyPaymentRequest>;

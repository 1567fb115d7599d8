import { z } from 'zod';
import { PLAN_IDS, storableText } from '@quillpost/shared';

export const ZVerifyPaymentResponse = z.object({
  success: z.literal(true),
  plan: z.enum(PLAN_IDS),
  planExpiresAt: z.string(),
});

export const ZSandboxPayRequest = z.object({
  order_id: storableText('order_id', 'order_id is required')
    .trim()
    .min(1, 'order_id is required')
    .max(200),
});

export const ZSandboxPayResponse = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

export const ZWebhookResponse = z.object({
  status: z.enum(['applied', 'already_applied', 'ignored']),
  reason: z.string().optional(),
});

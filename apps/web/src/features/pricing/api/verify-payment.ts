import type { VerifyPaymentRequest } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/** Hands a completed checkout to the server, which checks its signature and applies the plan. */
export async function verifyPayment(payment: VerifyPaymentRequest): Promise<void> {
  await api.post('/api/payments/verify-payment', payment);
}

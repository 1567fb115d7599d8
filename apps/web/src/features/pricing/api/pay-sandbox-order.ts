import type { VerifyPaymentRequest } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/** Sandbox only: the server plays the provider's checkout and answers its signed result. */
export async function paySandboxOrder(orderId: string): Promise<VerifyPaymentRequest> {
  const { data } = await api.post<VerifyPaymentRequest>('/api/payments/sandbox/pay', {
    order_id: orderId,
  });
  return data;
}

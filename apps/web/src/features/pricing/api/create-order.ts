import type { CreateOrderResponse, PaidPlanId } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/** Creates an order for a paid plan; the amount (in cents) is the server's, never ours. */
export async function createOrder(plan: PaidPlanId): Promise<CreateOrderResponse> {
  const { data } = await api.post<CreateOrderResponse>('/api/payments/create-order', { plan });
  return data;
}

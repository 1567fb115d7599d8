import type { MeResponse } from '@quillpost/shared';
import { api } from '@/lib/api-client';

export interface Buyer {
  name: string;
  email: string;
}

/** The signed-in person's name and e-mail, to prefill the provider's checkout. */
export async function getBuyer(): Promise<Buyer> {
  const { data } = await api.get<MeResponse>('/api/v0/users/me');
  return { name: data.user.name, email: data.user.email };
}

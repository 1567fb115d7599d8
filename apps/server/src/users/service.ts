import type { MeResponse } from '@quillpost/shared';
import type { AppDeps } from '../types';
import { getUsage } from '../usage';

/** The signed-in user as the API answers them: plan now, its end, and this month's usage. */
export async function getMe(deps: AppDeps, input: { userId: string }): Promise<MeResponse['user']> {
  const { user, plan, usage } = await getUsage(deps, input);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    plan,
    // An expired paid plan is Free again, and Free has no end.
    planExpiresAt: plan === 'free' ? null : (user.planExpiresAt?.toISOString() ?? null),
    usage,
  };
}

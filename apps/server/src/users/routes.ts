import { ZMeResponse } from '@quillpost/shared';
import { getUsage } from '../usage/service';
import type { App } from '../types';

export async function userRoutes(app: App): Promise<void> {
  app.get(
    '/api/v0/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, plan and usage this month',
        response: { 200: ZMeResponse },
      },
    },
    async (request) => {
      const { user, plan, usage } = await getUsage(app.deps, { userId: request.user!.id });
      return {
        user: {
          _id: user.id,
          name: user.name,
          email: user.email,
          plan,
          planExpiresAt: plan === 'free' ? null : (user.planExpiresAt?.toISOString() ?? null),
          usage,
        },
      };
    },
  );
}

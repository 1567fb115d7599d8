import { ZMeResponse } from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { getMe } from './service';

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
    async (request) => ({ user: await getMe(app.deps, { userId: signedInUser(request).id }) }),
  );
}

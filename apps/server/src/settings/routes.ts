import { ZSettingsResponse, ZUpdateSettingsRequest } from '@quillpost/shared';
import type { App } from '../types';
import { getSettings, updateSettings } from './service';
import { errorResponses } from '../lib/error-responses';

const errors = errorResponses(400, 401, 403);

export async function settingsRoutes(app: App): Promise<void> {
  const tags = ['settings'];
  app.get(
    '/api/v0/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Publishing settings: the time zone and the weekly slots',
        response: { 200: ZSettingsResponse, ...errors },
      },
    },
    async (request) => ({ settings: await getSettings(app.deps, { userId: request.user!.id }) }),
  );
  app.put(
    '/api/v0/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Replace the publishing settings',
        body: ZUpdateSettingsRequest,
        response: { 200: ZSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      settings: await updateSettings(app.deps, {
        userId: request.user!.id,
        settings: request.body,
      }),
    }),
  );
}

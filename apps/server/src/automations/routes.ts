import {
  ZAccountAutomationsRequest,
  ZAccountAutomationsResponse,
  ZErrorResponse,
  ZIdParams,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import { getAutomations, updateAutomations } from './settings';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** An account's auto-plug and auto-repost. */
export async function automationRoutes(app: App): Promise<void> {
  const tags = ['accounts'];
  app.get(
    '/api/v0/accounts/:id/automations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The account's auto-plug and auto-repost, and whether it can repost",
        params: ZIdParams,
        response: { 200: ZAccountAutomationsResponse, ...errors },
      },
    },
    async (request) =>
      getAutomations(app.deps, { userId: signedInUser(request).id, accountId: request.params.id }),
  );
  app.put(
    '/api/v0/accounts/:id/automations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Replace the account's auto-plug and auto-repost",
        params: ZIdParams,
        body: ZAccountAutomationsRequest,
        response: { 200: ZAccountAutomationsResponse, ...errors },
      },
    },
    async (request) =>
      updateAutomations(app.deps, {
        userId: signedInUser(request).id,
        accountId: request.params.id,
        body: request.body,
      }),
  );
}

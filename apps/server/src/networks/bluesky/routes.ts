import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { App } from '../../types';
import type { NetworkContext } from '../context';
import { renderSandboxPost } from '../sandbox-page';
import { sandboxPostUrl } from './sandbox';

/** The page of each post sandbox Bluesky "published", on this server. */
export function sandboxBlueskyRoutes(context: NetworkContext) {
  return async (app: App): Promise<void> => {
    app.get(
      '/sandbox/bluesky/:id',
      { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w:.~-]{1,200}$/) }) } },
      async (request, reply) => {
        const post = await context.sandboxStore.findById('bluesky', request.params.id);
        if (!post) throw notFound('Sandbox post');
        const page = renderSandboxPost({
          network: 'Bluesky',
          title: 'A sandbox post',
          heading: 'A post on sandbox Bluesky',
          text: post.text,
          createdAt: post.createdAt,
          ...(post.replyToId
            ? { replyToUrl: sandboxPostUrl(context.publicUrl, post.replyToId) }
            : {}),
        });
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );
  };
}

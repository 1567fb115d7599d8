import type { NetworkContext } from '../context';
import { SANDBOX_NETWORK } from './sandbox-figures';
import { renderSandboxPostPage, SANDBOX_VIEW_PATH } from './sandbox-pages';

/** The page of a post the sandbox instance holds, or null when it holds none by that id. */
export async function sandboxPostPage(
  context: Pick<NetworkContext, 'sandboxStore' | 'publicUrl'>,
  id: string,
): Promise<string | null> {
  const post = await context.sandboxStore.findById(SANDBOX_NETWORK, id);
  if (!post) return null;
  return renderSandboxPostPage({
    text: post.text,
    createdAt: post.createdAt,
    ...(post.replyToId
      ? {
          replyToUrl: new URL(
            `${SANDBOX_VIEW_PATH}/${encodeURIComponent(post.replyToId)}`,
            context.publicUrl,
          ).href,
        }
      : {}),
  });
}

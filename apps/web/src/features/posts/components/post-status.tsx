import type { PostKind } from '@quillpost/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What other features show on a saved post's card about its life after saving (such as when it
 * went out and its figures). `pagePostIds` are the ids of the cards loaded with it, so the
 * renderer can ask once for the whole page.
 */
export type RenderPostStatus = (input: {
  kind: PostKind;
  postId: string;
  pagePostIds: readonly string[];
}) => ReactNode;

const PostStatusContext = createContext<RenderPostStatus | null>(null);

export const PostStatusProvider = PostStatusContext.Provider;

export function ExtraPostStatus(props: Parameters<RenderPostStatus>[0]) {
  const render = useContext(PostStatusContext);
  return render ? render(props) : null;
}

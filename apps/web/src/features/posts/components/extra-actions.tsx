import type { PostKind } from '@quillpost/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** Actions other features add to post cards and generation results (such as scheduling). */
export type RenderPostActions = (input: {
  kind: PostKind;
  post: { _id?: string; content: string };
}) => ReactNode;

const ExtraActionsContext = createContext<RenderPostActions | null>(null);

export const PostActionsProvider = ExtraActionsContext.Provider;

export function ExtraPostActions(props: Parameters<RenderPostActions>[0]) {
  const render = useContext(ExtraActionsContext);
  return render ? render(props) : null;
}

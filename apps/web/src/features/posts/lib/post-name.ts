import type { PostKind } from '@quillpost/shared';
import { KIND_TEXT } from '../kinds';
import { threadParts } from './thread-parts';

/**
 * How a list of links names a post: its description, or for one written by hand (which has
 * none) the first line it goes out with, so such posts can be told apart.
 */
export function postName(kind: PostKind, post: { title: string; content: string }): string {
  if (post.title) return post.title;
  const opening = kind === 'thread' ? (threadParts(post.content)[0] ?? '') : post.content;
  return opening.trim().split('\n')[0]?.trim() || `Untitled ${KIND_TEXT[kind].noun.toLowerCase()}`;
}

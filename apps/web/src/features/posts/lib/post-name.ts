import type { PostKind } from '@quillpost/shared';
import { KIND_TEXT } from '../kinds';

/**
 * How a list of links names a post: its description, or for one written by hand (which has
 * none) the first line it goes out with, so such posts can be told apart. A thread's first post
 * starts with its first line whether or not its header rides on part 1, so the name needs no
 * text rules (and the lists that show it do not load twitter-text).
 */
export function postName(kind: PostKind, post: { title: string; content: string }): string {
  if (post.title) return post.title;
  return (
    post.content.trim().split('\n')[0]?.trim() || `Untitled ${KIND_TEXT[kind].noun.toLowerCase()}`
  );
}

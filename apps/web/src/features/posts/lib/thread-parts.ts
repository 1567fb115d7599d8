import { publicationParts } from '@quillpost/shared';

/**
 * The posts a thread goes out as (`publicationParts`: the 🧵 header rides on the first part when
 * both fit in one post), so every screen counts a thread the same way. Text without numbered
 * parts stays one piece.
 */
export function threadParts(content: string): string[] {
  const posts = publicationParts('thread', content).filter((part) => part.length > 0);
  return posts.length > 0 || content.trim() === '' ? posts : [content.trim()];
}

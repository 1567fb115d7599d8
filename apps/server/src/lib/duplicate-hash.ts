import { createHash } from 'node:crypto';
import { duplicateKey } from '@quillpost/shared';

/**
 * What the duplicate check finds a text by: its duplicate key hashed with its author's id. A
 * lookup then reads only that person's texts equal to the new ones, however many other people
 * post the same words and however long their history, and an index entry stays short however
 * long the text. Texts found this way are compared again by their keys, so a collision never
 * refuses a post.
 */
export function duplicateHash(userId: string, text: string): string {
  return createHash('sha256')
    .update(userId)
    .update('\0')
    .update(duplicateKey(text))
    .digest('base64url')
    .slice(0, 22);
}

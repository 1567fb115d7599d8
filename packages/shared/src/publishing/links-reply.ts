import { splitThread } from '../rules';
import { moveLinksToReply } from './lint';

const PART_NUMBER = /^\d+\/[ \t]+/;

const threadContent = (header: string, bodies: string[]) =>
  [header, ...bodies.map((body, i) => `${i + 1}/ ${body}`)]
    .filter((block) => block !== '')
    .join('\n\n');

/**
 * A thread's content with the links of its numbered parts moved into one last numbered part,
 * which goes out as a reply of its own (X charges far more for a post with a link). Null when
 * there is nothing to move: no links, or they already stand alone in the last part. A tweet is
 * one post and has no reply to move them to.
 */
export function threadWithLinksInReply(content: string): string | null {
  const { header, parts } = splitThread(content);
  const bodies = parts.map((part) => part.text.replace(PART_NUMBER, ''));
  const moved = threadContent(header, moveLinksToReply(bodies));
  return moved === threadContent(header, bodies) ? null : moved;
}

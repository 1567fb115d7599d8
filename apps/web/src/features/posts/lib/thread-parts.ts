import { splitThread } from '@quillpost/shared/rules';

/**
 * Splits a thread into the tweets it is posted as: the 🧵 header, then each numbered part
 * ("1/ ...", "2/ ..."), the way the server reads it. Text without numbered parts stays one piece.
 */
export function threadParts(content: string): string[] {
  const { header, parts } = splitThread(content);
  return [header, ...parts.map((part) => part.text)].filter((part) => part.length > 0);
}

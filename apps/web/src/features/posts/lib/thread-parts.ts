/**
 * Splits a thread into the tweets it is posted as: the 🧵 header, then each numbered part
 * ("1/ ...", "2/ ..."). Text without numbered parts stays one piece.
 */
export function threadParts(content: string): string[] {
  return content
    .split(/\n+(?=\d+\/)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

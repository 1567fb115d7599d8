/** Fatal: a lenient decoder turns each broken sequence into U+FFFD, which would then be stored. */
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** The text the bytes encode as UTF-8, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

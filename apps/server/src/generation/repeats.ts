import { splitThread, type PostKind } from '@quillpost/shared';

/** How a text is compared with the library: trimmed, spaces collapsed, case folded. */
export function comparableText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The texts of a post that must not repeat the library: a tweet whole, a thread's parts without
 * their `N/ ` numbers. Ideas are suggestions, never published as they are, so none.
 */
export function unitsOf(kind: PostKind, content: string): string[] {
  if (kind === 'tweet') return [content];
  if (kind === 'thread') {
    return splitThread(content).parts.map((part) => part.text.replace(/^\d+\/\s*/, ''));
  }
  return [];
}

const EMPTY: ReadonlySet<string> = new Set();
/** Each request's library is read once, however many checks look at it. */
const read = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The library's texts in comparable form, for a lookup per unit. */
export function libraryOf(avoid: readonly string[] | undefined): ReadonlySet<string> {
  if (!avoid || avoid.length === 0) return EMPTY;
  let library = read.get(avoid);
  if (!library) {
    library = new Set(avoid.map(comparableText));
    read.set(avoid, library);
  }
  return library;
}

/** The first unit of a post whose text the library already has, if any. */
export function repeatedUnit(
  kind: PostKind,
  content: string,
  library: ReadonlySet<string>,
): string | undefined {
  if (library.size === 0) return undefined;
  return unitsOf(kind, content).find((unit) => library.has(comparableText(unit)));
}

/**
 * An avatar's letters: the first letter or digit of the name's first two words ("Ada Lovelace"
 * is "AL"; "sandbox_writer" is "SW"), as networks draw a missing picture.
 */
export const initialsOf = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('') || '?';

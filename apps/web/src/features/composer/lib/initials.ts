/** An avatar's letters: the first of the name's first two words ("Ada Lovelace" is "AL"). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('') || '?';

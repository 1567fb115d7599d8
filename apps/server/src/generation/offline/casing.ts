import { KNOWN_NAMES } from './copy/words';

export const capitalise = (text: string) =>
  text.replace(
    /^([^\p{L}\p{N}]*)(\p{L})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );

/** Lower-cases the first letter unless the first word is a name ("AI", "GitHub", "Rust") or "I". */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (KNOWN_NAMES.has(first.replace(/[^\p{L}\p{N}+#.]/gu, '')) || /.\p{Lu}/u.test(first))
    return text;
  if (/^I(?:['’]\p{L}+)?$/u.test(first.replace(/[,;:]$/, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

import { THREAD_HEADER, splitThread } from '@quillpost/shared';

/** A person's text as parts: a tweet is one part; a thread its header and numbered parts. */
export interface TextParts {
  /** The thread's title line, without its 🧵; empty when there is none. */
  header: string;
  /** Each part's text without its `N/ ` number. */
  parts: string[];
}

const PART_NUMBER = /^\d+\/\s*/;

/** Reads a text of the kind given; a thread without numbered parts is one part. */
export function readParts(kind: 'tweet' | 'thread', content: string): TextParts {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (kind === 'tweet') return { header: '', parts: [text] };
  const { header, parts } = splitThread(text);
  const [firstLine = '', ...rest] = header.split('\n');
  const titled = firstLine.startsWith(THREAD_HEADER);
  const title = titled ? firstLine.slice(THREAD_HEADER.length).trim() : '';
  // Text before the first part that is not the 🧵 line belongs to the first part.
  const lead = (titled ? rest.join('\n') : header).trim();
  if (parts.length === 0) return { header: title, parts: lead ? [lead] : [] };
  const texts = parts.map((part) => part.text.replace(PART_NUMBER, '').trim());
  if (lead) texts[0] = `${lead}\n${texts[0]}`;
  return { header: title, parts: texts };
}

/** Writes parts back as a thread: the 🧵 line, then `1/ ...`, `2/ ...` apart by blank lines. */
export function renderThread(header: string, parts: readonly string[]): string {
  const numbered = parts.map((part, i) => `${i + 1}/ ${part}`);
  return [`${THREAD_HEADER} ${header}`, ...numbered].join('\n\n');
}

/** Sentences of a text, each with its end mark; a line break also ends one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) =>
      line.replace(/([.!?…]["”’)]?)\s+(?=["“(]?[\p{Lu}\p{N}])/gu, '$1\n').split('\n'),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Words of a text, as a reader counts them. */
export const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

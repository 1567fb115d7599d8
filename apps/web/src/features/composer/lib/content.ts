import { splitThread, THREAD_HEADER, type PublishableKind } from '@quillpost/shared';

/** One box of the composer: a tweet, or one part of a thread without its `N/ ` number. */
export interface DraftPart {
  id: string;
  text: string;
  /** The ids of the part's images, in the order they show; they move with the part. */
  media: string[];
}

/** What the composer holds: the kind, a thread's optional header line (without 🧵), the parts. */
export interface ComposerText {
  kind: PublishableKind;
  header: string;
  parts: DraftPart[];
}

let nextId = 0;
/** Ids only tell boxes apart while they are reordered; they are never saved. */
export const newPart = (text = '', media: string[] = []): DraftPart => ({
  id: `part-${++nextId}`,
  text,
  media,
});

const PART_NUMBER = /^\d+\/[ \t]*/;

/** A thread part as it goes out: its number first, as the saved thread holds it. */
export const numberedPart = (text: string, index: number) => `${index + 1}/ ${text.trim()}`;

/** The text each box stands for once posted, in order (a thread's parts numbered). */
export function postedTexts(text: ComposerText): string[] {
  if (text.kind === 'tweet') return [text.parts[0]?.text.trim() ?? ''];
  return text.parts.map((part, index) => numberedPart(part.text, index));
}

/** The saved content: a tweet's text, or a thread's 🧵 header line and its numbered parts. */
export function toContent(text: ComposerText): string {
  if (text.kind === 'tweet') return postedTexts(text)[0] ?? '';
  const header = text.header.trim();
  const lines = postedTexts(text);
  return (header ? [`${THREAD_HEADER} ${header}`, ...lines] : lines).join('\n\n');
}

/** The boxes of saved content; a thread without numbered parts is one part. */
export function fromContent(kind: PublishableKind, content: string): ComposerText {
  if (kind === 'tweet') return { kind, header: '', parts: [newPart(content.trim())] };
  const { header, parts } = splitThread(content);
  if (parts.length === 0) return { kind, header: '', parts: [newPart(header)] };
  return {
    kind,
    header: header.startsWith(THREAD_HEADER) ? header.slice(THREAD_HEADER.length).trim() : header,
    parts: parts.map((part) => newPart(part.text.replace(PART_NUMBER, ''))),
  };
}

/** Another kind for the same words: a tweet keeps every part's text, joined by blank lines. */
export function withKind(text: ComposerText, kind: PublishableKind): ComposerText {
  if (kind === text.kind) return text;
  if (kind === 'tweet') {
    const joined = [text.header, ...text.parts.map((part) => part.text)]
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n\n');
    // One tweet keeps every image; more than a part may hold is shown beside it to fix.
    return {
      kind,
      header: '',
      parts: [
        newPart(
          joined,
          text.parts.flatMap((part) => part.media),
        ),
      ],
    };
  }
  return { kind, header: '', parts: [...text.parts, newPart()] };
}

import type { ComposerText } from './content';
import { newPart } from './content';

/** What is kept of a post being written, so a reload or a closed tab loses nothing. */
export interface StoredDraft {
  kind: ComposerText['kind'];
  header: string;
  parts: string[];
  /** The media ids of each part, in the parts' order. */
  media: string[][];
  accountIds: string[];
}

const PREFIX = 'quillpost-draft';

/** One draft per person and post: `new` for a post not saved yet, else the post's id. */
export const draftKey = (userId: string, postKey: string) => `${PREFIX}:${userId}:${postKey}`;

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      (value.kind !== 'tweet' && value.kind !== 'thread') ||
      !Array.isArray(value.parts) ||
      !value.parts.every((part) => typeof part === 'string')
    ) {
      return null;
    }
    return {
      kind: value.kind,
      header: typeof value.header === 'string' ? value.header : '',
      parts: value.parts,
      media: value.parts.map((_, index) => idsOf(value.media?.[index])),
      accountIds: Array.isArray(value.accountIds)
        ? value.accountIds.filter((id) => typeof id === 'string')
        : [],
    };
  } catch {
    // A draft that cannot be read (storage off, or written by something else) is no draft.
    return null;
  }
}

export function writeDraft(key: string, text: ComposerText, accountIds: string[]): void {
  const draft: StoredDraft = {
    kind: text.kind,
    header: text.header,
    parts: text.parts.map((part) => part.text),
    media: text.parts.map((part) => part.media),
    accountIds,
  };
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or off: writing goes on; only the safety net is missing.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear where there is no storage.
  }
}

export const draftText = (draft: StoredDraft): ComposerText => ({
  kind: draft.kind,
  header: draft.header,
  parts: (draft.parts.length > 0 ? draft.parts : ['']).map((text, index) =>
    newPart(text, draft.media[index] ?? []),
  ),
});

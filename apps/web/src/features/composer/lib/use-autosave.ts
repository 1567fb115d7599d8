import { useEffect } from 'react';
import { fromContent, toContent, type ComposerText } from './content';
import { clearDraft, draftText, readDraft, writeDraft } from './draft';
import { boxMedia, postMedia } from './media';

export interface Saved {
  kind: ComposerText['kind'];
  content: string;
  /** The images of each post that goes out (`media` of the saved post). */
  media: string[][];
}

/** Posts without images at the end say nothing: `[]` and `[[], []]` are the same images. */
function trimmed(media: string[][]): string[][] {
  let end = media.length;
  while (end > 0 && media[end - 1]!.length === 0) end--;
  return media.slice(0, end);
}

/** What is saved, in one comparable string: the content and the images of each post. */
export const savedForm = (text: ComposerText) =>
  JSON.stringify([toContent(text), trimmed(postMedia(text))]);

export const savedFormOf = (saved: Saved | null) =>
  JSON.stringify([saved?.content ?? '', trimmed(saved?.media ?? [])]);

/** The boxes of a saved post, each with its images. */
export function savedText(saved: Saved): ComposerText {
  const text = fromContent(saved.kind, saved.content);
  const media = boxMedia(text, saved.media);
  return { ...text, parts: text.parts.map((part, i) => ({ ...part, media: media[i] ?? [] })) };
}

/**
 * Where the composer starts: the draft kept for this person and post when it holds something
 * the saved post does not (then `restored` is true), else the saved post, else an empty tweet.
 */
export function startingPoint(key: string, saved: Saved | null, startWith = '') {
  const draft = readDraft(key);
  const base = saved ? savedText(saved) : fromContent('tweet', startWith);
  if (!draft) return { text: base, accountIds: null, restored: false };
  const text = draftText(draft);
  if (savedForm(text) === savedFormOf(saved) && text.kind === base.kind) {
    clearDraft(key);
    return { text: base, accountIds: null, restored: false };
  }
  return { text, accountIds: draft.accountIds, restored: true };
}

/**
 * Keeps the text in local storage on every change while it differs from what is saved, and
 * forgets it once saved (or back to what was saved), so nothing typed is lost on a reload.
 */
export function useAutosave(key: string, text: ComposerText, accountIds: string[], saved: string) {
  useEffect(() => {
    if (savedForm(text) === saved) clearDraft(key);
    else writeDraft(key, text, accountIds);
  }, [key, text, accountIds, saved]);
}

import { useEffect } from 'react';
import { fromContent, toContent, type ComposerText } from './content';
import { clearDraft, draftText, readDraft, writeDraft } from './draft';

export interface Saved {
  kind: ComposerText['kind'];
  content: string;
}

/**
 * Where the composer starts: the draft kept for this person and post when it holds something
 * the saved post does not (then `restored` is true), else the saved post, else an empty tweet.
 */
export function startingPoint(key: string, saved: Saved | null, startWith = '') {
  const draft = readDraft(key);
  const base = saved ? fromContent(saved.kind, saved.content) : fromContent('tweet', startWith);
  if (!draft) return { text: base, accountIds: null, restored: false };
  const text = draftText(draft);
  if (toContent(text) === (saved?.content ?? '') && text.kind === base.kind) {
    clearDraft(key);
    return { text: base, accountIds: null, restored: false };
  }
  return { text, accountIds: draft.accountIds, restored: true };
}

/**
 * Keeps the text in local storage on every change while it differs from what is saved, and
 * forgets it once saved (or back to what was saved), so nothing typed is lost on a reload.
 */
export function useAutosave(
  key: string,
  text: ComposerText,
  accountIds: string[],
  savedContent: string,
) {
  useEffect(() => {
    if (toContent(text) === savedContent) clearDraft(key);
    else writeDraft(key, text, accountIds);
  }, [key, text, accountIds, savedContent]);
}

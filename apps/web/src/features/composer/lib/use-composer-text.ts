import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useState } from 'react';
import { newPart, withKind, type ComposerText } from './content';

/** The most parts a thread may have; the server refuses more. */
export const MAX_PARTS = 25;

/**
 * The text being written and every change a writer makes to it. Each change returns where focus
 * should go next (the part's id), so keyboard users stay on what they just moved or made.
 */
export function useComposerText(initial: () => ComposerText) {
  const [text, setText] = useState(initial);

  const setPart = useCallback((id: string, value: string) => {
    setText((current) => ({
      ...current,
      parts: current.parts.map((part) => (part.id === id ? { ...part, text: value } : part)),
    }));
  }, []);

  const addAfter = (id: string | null): string | null => {
    if (text.kind === 'thread' && text.parts.length >= MAX_PARTS) return null;
    const part = newPart();
    setText((current) => {
      const base = withKind(current, 'thread');
      // A tweet becomes a thread: its text is part 1 and the new box part 2.
      if (current.kind === 'tweet') return { ...base, parts: [current.parts[0]!, part] };
      const at = id ? base.parts.findIndex((p) => p.id === id) + 1 : base.parts.length;
      return { ...base, parts: base.parts.toSpliced(at, 0, part) };
    });
    return part.id;
  };

  const remove = (id: string): string | null => {
    const index = text.parts.findIndex((part) => part.id === id);
    if (index === -1 || text.parts.length <= 1) return null;
    const parts = text.parts.filter((part) => part.id !== id);
    setText((current) => ({ ...current, parts: current.parts.filter((part) => part.id !== id) }));
    return (parts[index] ?? parts[index - 1])!.id;
  };

  const move = (id: string, by: number): boolean => {
    const from = text.parts.findIndex((part) => part.id === id);
    const to = from + by;
    if (from === -1 || to < 0 || to >= text.parts.length) return false;
    setText((current) => ({ ...current, parts: arrayMove(current.parts, from, to) }));
    return true;
  };

  const moveTo = (activeId: string, overId: string) => {
    setText((current) => {
      const from = current.parts.findIndex((part) => part.id === activeId);
      const to = current.parts.findIndex((part) => part.id === overId);
      if (from === -1 || to === -1 || from === to) return current;
      return { ...current, parts: arrayMove(current.parts, from, to) };
    });
  };

  /** One part replaced by several (a long paste split at sentence ends). */
  const splitPart = (id: string, pieces: string[]) => {
    setText((current) => {
      const base = withKind(current, 'thread');
      const parts = current.kind === 'tweet' ? [current.parts[0]!] : base.parts;
      const at = parts.findIndex((part) => part.id === id);
      if (at === -1) return current;
      // The images stay with the first piece, where the part began.
      const made = pieces.map((piece, i) => newPart(piece, i === 0 ? parts[at]!.media : []));
      return { ...base, parts: parts.toSpliced(at, 1, ...made) };
    });
  };

  /** A part's images replaced (added, reordered or removed), by the part's id. */
  const setMedia = useCallback((id: string, media: (current: string[]) => string[]) => {
    setText((current) => ({
      ...current,
      parts: current.parts.map((part) =>
        part.id === id ? { ...part, media: media(part.media) } : part,
      ),
    }));
  }, []);

  return {
    text,
    replace: setText,
    setPart,
    setMedia,
    setHeader: (header: string) => setText((current) => ({ ...current, header })),
    setKind: (kind: ComposerText['kind']) => setText((current) => withKind(current, kind)),
    addAfter,
    remove,
    move,
    moveTo,
    splitPart,
  };
}

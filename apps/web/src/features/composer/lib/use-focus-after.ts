import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FocusTarget {
  partId: string;
  /** What to focus inside the part's box, by its `data-focus` name. */
  control: 'text' | 'up' | 'down' | 'alt';
}

/**
 * Focus to give once the boxes have been drawn again: moving a box takes it out of the page and
 * back, which loses focus, and a new box is focused once it exists.
 */
export function useFocusAfter(root: RefObject<HTMLElement | null>) {
  const target = useRef<FocusTarget | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const wanted = target.current;
    target.current = null;
    if (!wanted) return;
    // Part ids are the composer's own (`part-7`), safe inside a selector as they are.
    const box = root.current?.querySelector(`[data-part-id="${wanted.partId}"]`);
    const control = box?.querySelector<HTMLElement>(
      `[data-focus="${wanted.control}"]:not(:disabled)`,
    );
    (control ?? box?.querySelector<HTMLElement>('[data-focus="text"]'))?.focus();
  }, [asked, root]);
  return useCallback((next: FocusTarget) => {
    target.current = next;
    setAsked((count) => count + 1);
  }, []);
}

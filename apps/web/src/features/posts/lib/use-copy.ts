import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_FOR_MS = 10_000;

/** Copies text to the clipboard; `copied` stays true for 10 seconds after a successful copy. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }, []);

  return { copied, copy };
}

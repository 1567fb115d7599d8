import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened. Radix
 * returns focus to its own Trigger, and ours are opened by ordinary buttons (or a shortcut)
 * with no Trigger, so without this focus fell to the page. The handler is the dialog content's
 * `onCloseAutoFocus`; an opener gone from the page (a card deleted meanwhile) leaves Radix's way.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * The keyboard of a small menu of buttons (arrows, Home and End move, Escape closes and returns
 * focus to the trigger, Tab leaves it), shared by the React theme menu and the prerendered pages'.
 */
export function handleMenuKey(
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  items: readonly (HTMLElement | null)[],
  actions: { close: () => void; leave: () => void },
): void {
  const current = items.indexOf(document.activeElement as HTMLElement);
  const move = (index: number) => {
    event.preventDefault();
    items[(index + items.length) % items.length]?.focus();
  };
  if (event.key === 'ArrowDown') move(current + 1);
  else if (event.key === 'ArrowUp') move(current - 1);
  else if (event.key === 'Home') move(0);
  else if (event.key === 'End') move(items.length - 1);
  else if (event.key === 'Escape') {
    event.preventDefault();
    actions.close();
  } else if (event.key === 'Tab') actions.leave();
}

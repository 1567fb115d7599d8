import { handleMenuKey } from '@/components/menu-keys';
import {
  applyTheme,
  darkQuery,
  readStoredTheme,
  storeTheme,
  THEMES,
} from '@/stores/theme-preference';

/**
 * The Light / Dark / System menu of a prerendered page, with the keyboard behaviour of the app's
 * ThemeToggle: the menu is in the page, hidden, and this opens it and marks the choice.
 */
export function setupThemeMenu(root: HTMLElement): void {
  const trigger = root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!trigger || !menu) return;
  const items = THEMES.map((option) =>
    root.querySelector<HTMLButtonElement>(`[data-theme-option="${option}"]`),
  );
  let theme = readStoredTheme();

  const mark = () =>
    items.forEach((item, index) =>
      item?.setAttribute('aria-checked', String(THEMES[index] === theme)),
    );
  const closeOnOutside = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
    if (open) {
      trigger.setAttribute('aria-controls', menu.id);
      items[THEMES.indexOf(theme)]?.focus();
      document.addEventListener('pointerdown', closeOnOutside);
    } else {
      trigger.removeAttribute('aria-controls');
      document.removeEventListener('pointerdown', closeOnOutside);
    }
  };
  const close = () => {
    setOpen(false);
    trigger.focus();
  };

  mark();
  darkQuery()?.addEventListener('change', () => {
    if (theme === 'system') applyTheme('system');
  });
  trigger.addEventListener('click', () => setOpen(menu.hidden));
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
  });
  items.forEach((item, index) =>
    item?.addEventListener('click', () => {
      theme = THEMES[index]!;
      storeTheme(theme);
      applyTheme(theme);
      mark();
      close();
    }),
  );
  menu.addEventListener('keydown', (event) =>
    handleMenuKey(event, items, { close, leave: () => setOpen(false) }),
  );
}

// The theme choice without the store, so the prerendered pages' small script can use it without React.
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
export const THEME_STORAGE_KEY = 'quillpost-ui-theme';
const DEFAULT_THEME: Theme = 'light';

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this visit only.
  }
}

export const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Puts the `dark` class on <html> when the chosen theme (or the system's, for "system") is dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
  document.documentElement.classList.toggle('dark', dark);
}

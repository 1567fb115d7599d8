import { create } from 'zustand';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
export const THEME_STORAGE_KEY = 'quillpost-ui-theme';
const DEFAULT_THEME: Theme = 'light';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Puts the `dark` class on <html> when the chosen theme (or the system's, for "system") is dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
  document.documentElement.classList.toggle('dark', dark);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage can be off (private mode); the choice then lasts for this visit only.
    }
    applyTheme(theme);
    set({ theme });
  },
}));

/** Applies the stored theme now and follows the system setting while "system" is chosen. */
export function startTheme(): void {
  applyTheme(useThemeStore.getState().theme);
  darkQuery()?.addEventListener('change', () => {
    if (useThemeStore.getState().theme === 'system') applyTheme('system');
  });
}

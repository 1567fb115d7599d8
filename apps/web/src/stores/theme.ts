import { create } from 'zustand';
import { applyTheme, darkQuery, readStoredTheme, storeTheme, type Theme } from './theme-preference';

/** What each choice does, shown under the choices. */
export const THEME_DESCRIPTIONS: Record<Theme, string> = {
  light: 'Light keeps Quillpost light whatever your device’s setting.',
  dark: 'Dark keeps Quillpost dark whatever your device’s setting.',
  system: 'System follows your device’s light or dark setting.',
};

export {
  applyTheme,
  THEME_LABELS,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
} from './theme-preference';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    storeTheme(theme);
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

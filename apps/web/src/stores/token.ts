import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface TokenState {
  token: string;
  setToken: (token: string) => void;
  clearToken: () => void;
}

/** The access token from the sign-in redirect; empty means signed out. */
export const useTokenStore = create<TokenState>()(
  persist(
    (set) => ({
      token: '',
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: '' }),
    }),
    {
      name: 'token-store',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token }),
    },
  ),
);

export const useIsSignedIn = () => useTokenStore((state) => state.token !== '');

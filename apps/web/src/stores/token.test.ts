import { beforeEach, describe, expect, it } from 'vitest';
import { useTokenStore } from './token';

describe('token store', () => {
  beforeEach(() => useTokenStore.setState({ token: '' }));

  it('starts signed out with an empty token', () => {
    expect(useTokenStore.getState().token).toBe('');
  });

  it('persists the token under token-store in the zustand persist shape', () => {
    useTokenStore.getState().setToken('abc.def.ghi');
    const stored = JSON.parse(localStorage.getItem('token-store') ?? '{}') as {
      state?: { token?: string };
    };
    expect(stored.state).toEqual({ token: 'abc.def.ghi' });
  });

  it('clears the token on sign-out', () => {
    useTokenStore.getState().setToken('abc');
    useTokenStore.getState().clearToken();
    expect(useTokenStore.getState().token).toBe('');
    expect(JSON.parse(localStorage.getItem('token-store')!).state.token).toBe('');
  });

  it('reads a token persisted by an earlier visit', async () => {
    localStorage.setItem(
      'token-store',
      JSON.stringify({ state: { token: 'from-before' }, version: 0 }),
    );
    await useTokenStore.persist.rehydrate();
    expect(useTokenStore.getState().token).toBe('from-before');
  });
});

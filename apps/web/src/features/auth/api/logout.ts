import { api } from '@/lib/api-client';
import { useTokenStore } from '@/stores/token';

/**
 * Revokes the session on the server, then forgets the token. The token is forgotten even when
 * the server cannot be reached, so signing out always works on this device.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    console.error('Sign-out could not reach the server', error);
  } finally {
    useTokenStore.getState().clearToken();
  }
}

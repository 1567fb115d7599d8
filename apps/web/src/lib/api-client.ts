import axios, { AxiosError } from 'axios';
import type { ErrorResponse } from '@quillpost/shared';
import { useTokenStore } from '@/stores/token';

/** Base address of the API; empty means the same origin as the web app. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '';

/** What a failed call rejects with: the server's `{ message, code }`, or the error itself. */
export type ApiFailure = ErrorResponse | Error;

export const api = axios.create({
  baseURL: API_URL,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  // axios's defaults already echo the XSRF-TOKEN cookie as X-XSRF-TOKEN on same-origin calls.
  withCredentials: true,
});

api.interceptors.request.use((config) => {
  const token = useTokenStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError) {
    // A 401 means the token was revoked or expired: signing out sends the dashboard to /auth/login.
    if (error.response?.status === 401) useTokenStore.getState().clearToken();
    const body = error.response?.data as Partial<ErrorResponse> | undefined;
    if (body && typeof body.message === 'string') {
      return Promise.reject({ ...body, code: body.code ?? 'error' } as ErrorResponse);
    }
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

export function errorMessage(failure: unknown): string {
  if (failure && typeof failure === 'object' && 'message' in failure) {
    const message = (failure as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}

export function errorCode(failure: unknown): string | undefined {
  if (failure && typeof failure === 'object' && 'code' in failure) {
    const code = (failure as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The XSRF token the server set as a cookie, for calls made without axios (fetch streams). */
export function readXsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

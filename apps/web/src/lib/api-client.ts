import axios, { AxiosError } from 'axios';
import { useTokenStore } from '@/stores/token';
import { ApiError } from './api-error';
import { API_URL } from './api-url';

export { ApiError, errorCode, errorMessage } from './api-error';
export { API_URL } from './api-url';

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

/** The message of a failure with no answer at all. */
export const UNREACHABLE =
  'The server could not be reached. Please check your connection and try again.';

// Every failed call rejects with an ApiError; a cancelled one keeps axios's own error.
api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && !axios.isCancel(error)) {
    const answer = error.response;
    // A 401 means the token was revoked or expired: signing out sends the dashboard to /auth/login.
    if (answer?.status === 401) useTokenStore.getState().clearToken();
    return Promise.reject(
      answer
        ? ApiError.fromAnswer(answer.status, answer.data)
        : new ApiError(UNREACHABLE, 'network_error', 0),
    );
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

/** The XSRF token the server set as a cookie, for calls made without axios (fetch streams). */
export function readXsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

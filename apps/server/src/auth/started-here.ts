import type { Config } from '../config';
import { browserBinding, type BrowserBinding } from '../lib/browser-binding';

/**
 * Binds a sign-in's redirect to the browser that made the sign-in. The response that redirects to
 * `/auth/login?token=` also binds that token to the browser; the web app asks `POST /auth/confirm`
 * whether the token in its address came from this browser's own sign-in. A token carried by a
 * link from anyone else has no such cookie.
 */
export const signInBinding = (config: Config): BrowserBinding =>
  browserBinding({
    cookie: 'qp_signin',
    path: '/auth',
    maxAgeSeconds: 600,
    secure: config.publicUrl.startsWith('https:'),
  });

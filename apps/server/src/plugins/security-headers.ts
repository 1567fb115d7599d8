import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The security headers (helmet's, with a Content-Security-Policy the built app passes). They do
 * not depend on the request, so they are worked out once at start rather than on every request.
 */
export function securityHeaders(
  config: Config,
  checkoutOrigins: readonly string[],
): Record<string, string> {
  const checkout = [...checkoutOrigins];
  const secure = config.publicUrl.startsWith('https:');
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkout],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...checkout,
          ...(config.webOrigin === config.publicUrl ? [] : [config.publicUrl]),
        ],
        frameSrc: checkout.length ? checkout : ["'none'"],
        formAction: ["'self'", config.webOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // With helmet's default no-referrer, browsers send `Origin: null` on form posts, which the XSRF check refuses.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

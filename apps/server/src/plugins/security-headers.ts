import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

export const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/**
 * The security headers (helmet's, with a Content-Security-Policy the built app passes). They do
 * not depend on the request, so they are worked out once at start rather than on every request.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const razorpay = config.razorpayEnabled ? RAZORPAY_ORIGINS : [];
  const secure = config.publicUrl.startsWith('https:');
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...razorpay,
          ...(config.webOrigin === config.publicUrl ? [] : [config.publicUrl]),
        ],
        frameSrc: razorpay.length ? razorpay : ["'none'"],
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

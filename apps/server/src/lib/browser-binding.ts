import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Ties a value handed to one browser (a sign-in token, an OAuth `state`) to that browser. The
 * answer that hands the value out also sets a short-lived, HttpOnly, signed cookie holding the
 * value's digest; whoever brings the value back must bring that cookie too. A link that carries
 * the value to another browser carries no such cookie, so it cannot pass for the browser's own
 * return.
 */
export interface BrowserBinding {
  /** Marks the browser this answer goes to as the one the value was handed to. */
  bind(reply: FastifyReply, value: string): void;
  /** Whether this browser was handed the value. The mark is used up either way. */
  isBound(request: FastifyRequest, reply: FastifyReply, value: string | undefined): boolean;
}

export interface BrowserBindingOptions {
  /** One cookie per kind of flow, so that flows of different kinds never replace each other. */
  cookie: string;
  /** Where the browser brings the value back; the cookie is sent nowhere else. */
  path: string;
  maxAgeSeconds: number;
  /** Whether browsers reach the server over HTTPS, where the cookie must stay. */
  secure: boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export function browserBinding(options: BrowserBindingOptions): BrowserBinding {
  return {
    bind(reply, value) {
      reply.setCookie(options.cookie, digest(value), {
        path: options.path,
        httpOnly: true,
        // Lax still goes along with the top-level redirect back from another site.
        sameSite: 'lax',
        secure: options.secure,
        signed: true,
        maxAge: options.maxAgeSeconds,
      });
    },
    isBound(request, reply, value) {
      const raw = request.cookies[options.cookie];
      reply.clearCookie(options.cookie, { path: options.path });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      return Boolean(value && unsigned?.valid && unsigned.value === digest(value));
    },
  };
}

/** A network whose accounts are connected with an OAuth 2.0 authorization code flow. */
export interface ConnectNetwork {
  /** A short lowercase name, such as `x`; it names the cookie. */
  name: string;
  /** The full address the network sends the browser back to. */
  callbackUrl: string;
  /** How long a started connect may take. */
  stateTtlMs: number;
}

/**
 * Binds a connect's `state` to the browser that started it: the answer that hands out the
 * authorize address binds the state, and the callback finishes only a state this browser was
 * handed. Without it, a person who follows someone else's authorize link would connect their own
 * account to that someone's Quillpost account.
 */
export const connectBinding = (config: Config, network: ConnectNetwork): BrowserBinding =>
  browserBinding({
    cookie: `qp_connect_${network.name}`,
    path: new URL(network.callbackUrl).pathname,
    maxAgeSeconds: Math.ceil(network.stateTtlMs / 1000),
    secure: config.publicUrl.startsWith('https:'),
  });

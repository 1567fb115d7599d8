import type * as AtprotoApi from '@atproto/api';
import { loadOnce } from '../../lib/load-once';

let loaded: typeof AtprotoApi | undefined;

/**
 * `@atproto/api`, loaded with the first Bluesky call: its lexicons and their schemas take some
 * 12 MiB of heap, which a server with no Bluesky account to serve has no use for.
 */
export const loadAtproto = loadOnce(async () => (loaded = await import('@atproto/api')));

/**
 * Whether `error` is the library's failure of a call. Until the library is loaded no call of it
 * was made, so nothing can be one.
 */
export const isXrpcError = (error: unknown): error is AtprotoApi.XRPCError =>
  loaded !== undefined && error instanceof loaded.XRPCError;

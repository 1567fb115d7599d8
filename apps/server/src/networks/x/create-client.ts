import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { XClient } from './client';
import { createHttpXClient } from './http-client';
import { createSandboxXClient } from './sandbox-client';

/** X itself when its OAuth client is configured, else sandbox X. */
export function createXClient(
  config: Config,
  deps: { db: Database; secret: Uint8Array; now: () => Date; fetch?: typeof fetch },
): XClient {
  if (!config.x) {
    return createSandboxXClient({
      db: deps.db,
      secret: deps.secret,
      publicUrl: config.publicUrl,
      now: deps.now,
    });
  }
  return createHttpXClient({
    ...config.x,
    now: deps.now,
    fetch: deps.fetch,
  });
}

import { createServer, type Server } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { accounts, networkKeyValues, publications, xConnectStates } from '../../src/db/schema';
import type { App } from '../../src/types';

/**
 * What the server keeps for a user (accounts, with their credentials and when they changed;
 * connects under way; publications) and for every user (network key-values such as instance
 * registrations): what a refused request must leave as it found it.
 */
export async function storedFor(app: App, userId: string) {
  const { db } = app.deps;
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    accounts: await db.select().from(accounts).where(eq(accounts.userId, userId)),
    connects: await countOf(
      db.select({ n: count() }).from(xConnectStates).where(eq(xConnectStates.userId, userId)),
    ),
    publications: await countOf(
      db.select({ n: count() }).from(publications).where(eq(publications.userId, userId)),
    ),
    keyValues: await countOf(db.select({ n: count() }).from(networkKeyValues)),
  };
}

/** A loopback port that takes connections and counts them, answering nothing. */
export async function countingListener() {
  const listener = { port: 0, connections: 0, close: () => Promise.resolve() };
  const server: Server = createServer((socket) => {
    listener.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.port = (server.address() as { port: number }).port;
  listener.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return listener;
}

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const { port, close } = await countingListener();
  await close();
  return port;
}

// The whole server in a process of its own, its generation engine answering instantly, timing
// each generation from the moment its request arrives until its answer is written. Started by the
// overhead section with `fork`: it sends `{ url }` when it listens, and on `report` sends the
// timings and closes. Environment: the server's own configuration (DATA_DIR, DATABASE_URL, ...);
// the parent forks it with the product's memory settings (MEMORY_BOUNDS), so it runs as the
// product does without replacing itself at start.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { GenerationService } from '../../apps/server/src/generation';
import { boundHeapGrowth } from '../../apps/server/src/lib/heap';

export interface OverheadTiming {
  ms: number;
  cpuMs: number;
}

/** An engine that answers at once: what is left is the server's own time. */
const instantEngine: GenerationService = {
  engine: { name: 'instant', model: 'instant', offline: true },
  generate: async () => ({ content: 'Small pull requests ship faster.' }),
  assist: async () => ({ suggestions: ['Small pull requests ship sooner.'] }),
};

boundHeapGrowth();
const app = await buildApp({
  config: loadConfig(process.env),
  generation: instantEngine,
  webDistDir: '/nonexistent',
});
const GENERATION_PATH = '/api/v0/posts/';
const timings: OverheadTiming[] = [];
// Before Fastify's own listener: the time starts when the request arrives.
app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
  if (request.method !== 'POST' || !request.url?.startsWith(GENERATION_PATH)) return;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  response.once('finish', () => {
    const cpu = process.cpuUsage(cpuStart);
    timings.push({ ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 });
  });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.on('message', async (message) => {
  if (message !== 'report') return;
  process.send!(timings, async () => {
    await app.close();
    process.disconnect();
  });
});
process.send!({ url: `http://127.0.0.1:${port}` });

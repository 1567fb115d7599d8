// The baseline: a bare Fastify route, started the same way as the product server (plain `node`,
// the same flags, the same log level), so the ratios measure the product's own work.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/hello', async () => ({ ok: true }));

const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(
  `Baseline is running at http://${process.env.HOST ?? '127.0.0.1'}:${app.server.address().port}`,
);

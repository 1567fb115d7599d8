// The baselines: bare Fastify routes, started the same way as the product server (a bundle run by
// plain `node`, the same flags, the same log level). `/hello` does nothing; `/list` and `/generate`
// do only the essential work of the product's list and generation calls (the same query, the
// same read of the texts a new post must not repeat, the same engine and the same insert, on the
// same kind of database), with none of the product's
// layers: no sign-in, session check, quota, validation, schema serialisation or security hooks.
import Fastify from 'fastify';
import { uuidv7 } from 'uuidv7';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createGenerationService } from '../apps/server/src/generation';
import { recentTweetsAndThreads } from '../apps/server/src/posts/repository';
import { RECENT_POSTS_AVOIDED, unitsToAvoid } from '../apps/server/src/posts/service';
import { boundHeapGrowth, restartWithMemoryBounds } from '../apps/server/src/lib/heap';

restartWithMemoryBounds();
boundHeapGrowth();
const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: `${config.DATA_DIR}/pglite`,
  migrationsFolder: process.env.BASELINE_MIGRATIONS,
});
const { $client: client } = database.db as unknown as {
  $client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
};
const generation = createGenerationService(config);

const lookup = await client.query('select id from users where email = $1', [
  process.env.BASELINE_LISTER_EMAIL,
]);
const listerId = (lookup.rows[0] as { id: string } | undefined)?.id;
const writer = await client.query('select id from users where email = $1', [
  process.env.BASELINE_WRITER_EMAIL,
]);
const writerId = (writer.rows[0] as { id: string } | undefined)?.id;

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/hello', async () => ({ ok: true }));

app.get('/list', async () => {
  const { rows } = await client.query(
    `select id as "_id", title, content, format, voice, tags, created_at as "createdAt"
       from posts where user_id = $1 and kind = 'tweet' order by (id::uuid) desc limit 50`,
    [listerId],
  );
  return { tweets: rows.reverse() };
});

app.post('/generate', async (request, reply) => {
  const body = request.body as { title: string; format: string; voice: 'casual'; tags: 'tech' };
  const recent = await recentTweetsAndThreads(database.db, {
    userId: writerId!,
    limit: RECENT_POSTS_AVOIDED,
  });
  const avoid = unitsToAvoid(recent);
  const { content } = await generation.generate({ kind: 'tweet', ...body, avoid });
  const { rows } = await client.query(
    `insert into posts (id, user_id, kind, title, content, format, voice, tags)
       values ($1, $2, 'tweet', $3, $4, $5, $6, $7)
       returning id as "_id", title, content, format, voice, tags, created_at as "createdAt"`,
    [uuidv7(), writerId, body.title, content, body.format, body.voice, body.tags],
  );
  return reply.status(201).send({ tweet: rows[0] });
});

const shutdown = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
console.log(
  `Baseline is running at http://${config.HOST}:${typeof address === 'object' && address ? address.port : config.PORT}`,
);

import type * as pgliteModule from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type PgliteModule = typeof pgliteModule;

interface NamedStatement {
  name: string;
  /** The type of each parameter, as the server inferred it when the statement was prepared. */
  parameterTypes: number[] | null;
}

/** The statements a client runs by name, keyed by their SQL text. */
const registries = new WeakMap<PGlite, Map<string, NamedStatement>>();

/**
 * Asks `client` (made by `runRegisteredStatementsByName`) to keep `sql` as a named statement from
 * its next run on. Any other client, such as PostgreSQL's pool, is left as it is.
 */
export function registerNamedStatement(client: unknown, sql: string): void {
  const registry = registries.get(client as PGlite);
  if (registry && !registry.has(sql)) {
    registry.set(sql, { name: `quillpost_${registry.size + 1}`, parameterTypes: null });
  }
}

/**
 * PGlite's `query` parses and plans its statement again on every call, and in six round trips
 * into the WebAssembly engine; planning the session check's three-table join took 0.4 ms of the
 * 0.5 ms it cost. A registered statement is instead prepared once under a name, and then each
 * call is one round trip (bind, describe, execute, sync) that reuses the statement and, after its
 * first five runs, PostgreSQL's cached plan (decision 093). Everything else runs as before.
 * `syncsToFs`: whether the client's file system is synced after a statement, as `query` does; a
 * browser's store needs it, a folder or memory does not.
 */
export function runRegisteredStatementsByName(
  client: PGlite,
  pglite: PgliteModule,
  { syncsToFs }: { syncsToFs: boolean },
): void {
  const registry = new Map<string, NamedStatement>();
  registries.set(client, registry);
  const { serialize } = pglite.protocol;
  const { parseResults, parseDescribeStatementResults } = pglite.parse;
  /** Several protocol messages, sent to the engine in one round trip. */
  const run = (messages: Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat(messages), { syncToFs: false });

  async function prepare(sql: string, statement: NamedStatement): Promise<number[]> {
    const { name } = statement;
    const messages = await run([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    statement.parameterTypes = parseDescribeStatementResults(messages);
    return statement.parameterTypes;
  }

  function serializeParameters(types: number[], params: unknown[], options?: QueryOptions) {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = types[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function runNamed<T>(
    sql: string,
    statement: NamedStatement,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const types = statement.parameterTypes ?? (await prepare(sql, statement));
    const bind = serialize.bind({
      statement: statement.name,
      values: serializeParameters(types, params, options),
    });
    let messages;
    try {
      messages = await run([
        bind,
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
    } catch (error) {
      // The engine has read the sync sent with it, so the session is ready for the next query.
      Object.assign(error as object, { query: sql, params, queryOptions: options });
      throw error;
    }
    // A folder or memory has nothing to sync, and asking takes one more lock every statement.
    if (syncsToFs) await client.syncToFs();
    return parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  const query = client.query.bind(client);
  client.query = (async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    const statement = registry.get(sql);
    if (!statement) return query<T>(sql, params, options);
    await client._checkReady();
    // The same two locks as `query`: never inside someone else's transaction, never interleaved.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runNamed<T>(sql, statement, params, options)),
    );
  }) as PGlite['query'];
}

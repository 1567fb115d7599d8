import type { App } from '../../../src/types';
import { FORM_NAMES } from './values';

/** The part of JSON Schema the route schemas turn into (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** `{ not: {} }` is a field no value is accepted in (a field a request must leave out). */
  not?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the router has it: `/api/v0/posts/tweets/:id`, `*` for a wildcard. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  /** The JSON body the operation documents, if any. */
  body?: JsonSchema;
  /**
   * False for a route the OpenAPI document hides (sign-in, sandbox pages): it is fuzzed from its
   * path alone, and as a page for browsers it may refuse with HTML rather than JSON.
   */
  documented: boolean;
  /** For a hidden route, whose fields are unknown: the names it may read, tried all at once. */
  guessedNames?: string[];
}

interface OpenApiOperation {
  parameters?: (Parameter & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every property and parameter name anywhere in the document. */
function namesIn(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) namesIn(item, names);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'properties' && item && typeof item === 'object') {
        for (const name of Object.keys(item)) names.add(name);
      }
      if (key === 'name' && typeof item === 'string') names.add(item);
      namesIn(item, names);
    }
  }
  return names;
}

/** Methods whose answer mirrors another's (HEAD runs GET) are left out. */
const SKIPPED_METHODS = new Set(['HEAD']);

const paramsOf = (path: string): Parameter[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => ({ name: segment.replace(/^:/, ''), required: true, schema: {} }));

function documentedOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const parameters = operation.parameters ?? [];
      const path = template.replace(/\{([^}]+)\}/g, ':$1');
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      return {
        method: method.toUpperCase(),
        path,
        params: pathParams.length > 0 ? pathParams : paramsOf(path),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documented: true,
      };
    }),
  );
}

/**
 * Every route of the router, from its printed tree (`printRoutes`), each line one node: its path
 * continues its parent's, and the methods it answers follow in brackets. The tree prints a
 * wildcard as a bare `*` under the nearest node, so a wildcard here stands for anything under it.
 */
export function routerRoutes(printed: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!;
    const parent = stack[depth - 1] ?? '';
    const path = segment === '*' ? `${parent}/*` : `${parent}${segment}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/**
 * The operations to fuzz: every operation of the app's own OpenAPI document, with the schema of
 * each parameter and body, then every other route the router holds, from its path alone. A new
 * route is in one or the other without anyone listing it.
 */
export function listOperations(app: App): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const documented = documentedOperations(document);
  const guessedNames = [...new Set([...namesIn(document.paths), ...FORM_NAMES])];
  const known = new Set(documented.map(({ method, path }) => `${method} ${path}`));
  const hidden = routerRoutes(app.printRoutes({ commonPrefix: false }))
    .filter(({ method, path }) => !known.has(`${method} ${path}`))
    .map(({ method, path }): Operation => ({
      method,
      path,
      params: paramsOf(path),
      query: [],
      documented: false,
      guessedNames,
    }));
  return [...documented, ...hidden].filter(({ method }) => !SKIPPED_METHODS.has(method));
}

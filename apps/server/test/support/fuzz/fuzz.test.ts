import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useResource } from '../app';
import { casesFor } from './cases';
import { routerRoutes, type Operation } from './operations';
import { createRandom } from './random';

describe('the routes the fuzz finds in the router', () => {
  const paths = ['/api/docs', '/api/docs/json', '/a/:id', '/a/:id/retry', '/s/:user/status/:id'];
  const router = useResource(async () => {
    const app = Fastify();
    for (const path of paths) app.get(path, () => '');
    app.post('/a/:id/retry', () => '');
    app.get('/api/docs/static/*', () => '');
    app.options('*', () => '');
    await app.ready();
    return app;
  });

  it('reads every route and method of the printed tree, nested ones and wildcards included', () => {
    const routes = routerRoutes(router.printRoutes({ commonPrefix: false })).filter(
      ({ method }) => method !== 'HEAD',
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        ...paths.map((path) => ({ method: 'GET', path })),
        { method: 'POST', path: '/a/:id/retry' },
        // The tree drops what leads to a wildcard: it stands for anything under its node.
        { method: 'GET', path: '/api/docs/*' },
        { method: 'OPTIONS', path: '/*' },
      ]),
    );
    expect(routes).toHaveLength(paths.length + 3);
  });
});

describe('the cases of an operation', () => {
  const operation: Operation = {
    method: 'PATCH',
    path: '/things/:id',
    params: [{ name: 'id', required: true, schema: { type: 'string' } }],
    query: [{ name: 'limit', required: false, schema: { type: 'string', pattern: '^[0-9]+$' } }],
    body: {
      type: 'object',
      properties: { when: { type: 'string', format: 'date-time' }, count: { type: 'integer' } },
      required: ['when'],
    },
    documented: true,
  };
  const known = { own: ['0190a6e4-0000-7000-8000-000000000001'], plausible: ['10', 'x'] };
  const cases = (seed: number) => casesFor(operation, createRandom(seed), known);

  it('are the same for the same seed, and others for another', () => {
    expect(cases(7)).toEqual(cases(7));
    expect(cases(8)).not.toEqual(cases(7));
  });

  it('put each hostile value in each place, and a body that is not UTF-8 at each own thing', () => {
    const all = cases(7);
    expect(all.some(({ url }) => url === '/things/%00' || url.startsWith('/things/%00?'))).toBe(
      true,
    );
    expect(all.some(({ url }) => url.includes('limit=0x10'))).toBe(true);
    expect(all.some(({ payload }) => payload === JSON.stringify({ when: 'AET', count: 1 }))).toBe(
      true,
    );
    const notUtf8 = all.filter(({ mustRefuse }) => mustRefuse);
    expect(notUtf8.map(({ url }) => url.split('?')[0])).toEqual([`/things/${known.own[0]}`]);
  });
});

describe('the cases of an operation whose body is one of two ways', () => {
  const operation: Operation = {
    method: 'POST',
    path: '/things',
    params: [],
    query: [],
    body: {
      anyOf: [
        { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] },
        {
          type: 'object',
          properties: {
            title: { type: 'string' },
            voice: { type: 'string', enum: ['calm'] },
            content: { not: {} },
          },
          required: ['title', 'voice'],
        },
      ],
    },
    documented: true,
  };
  const all = casesFor(operation, createRandom(7), { own: [], plausible: ['x'] });
  const bodies = all.map(({ payload }) => String(payload));

  it('attack each way on a sample of that way, each hostile value alone', () => {
    expect(bodies).toContain(JSON.stringify({ content: 'AET' }));
    expect(bodies).toContain(JSON.stringify({ title: 'AET', voice: 'calm' }));
    expect(all.some(({ what }) => what === 'body content not UTF-8')).toBe(true);
    expect(all.some(({ what }) => what === 'body title not UTF-8')).toBe(true);
  });

  it('leave out of plausible bodies a field that accepts no value', () => {
    const plausible = all.filter(({ what }) => what === 'plausible request');
    expect(plausible.length).toBeGreaterThan(0);
    for (const { payload } of plausible) {
      const body = JSON.parse(String(payload)) as Record<string, unknown>;
      expect('title' in body ? Object.keys(body).sort() : Object.keys(body)).toEqual(
        'title' in body ? ['title', 'voice'] : ['content'],
      );
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { createTestApp } from './support/app';

describe('health', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true });
    expect((await app.inject('/readyz')).json()).toEqual({ ok: true });
  });
});

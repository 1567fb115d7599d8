import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

describe('health', () => {
  const app = useTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true });
    expect((await app.inject('/readyz')).json()).toEqual({ ok: true });
  });
});

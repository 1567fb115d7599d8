import { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { api, ApiError } from './api-client';

/** An adapter that answers with the given status and body, as the server would. */
const answering =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) => {
    const response = { status, statusText: '', headers: {}, config, data };
    if (status < 400) return response;
    throw new AxiosError('failed', String(status), config, null, response);
  };

describe('the API client', () => {
  it('keeps and sends cookies: a connect to X is bound to this browser by the one its start sets', () => {
    expect(api.defaults.withCredentials).toBe(true);
  });

  it("rejects with an ApiError carrying the server's message, code, status and details", async () => {
    const body = { message: 'No generations left.', code: 'plan_limit_reached', limit: 30 };
    const failure = await api.get('/x', { adapter: answering(402, body) }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'No generations left.',
      code: 'plan_limit_reached',
      status: 402,
      details: { limit: 30 },
    });
  });

  it('rejects with an ApiError from the status when the answer is not an error body', async () => {
    const failure = await api.get('/x', { adapter: answering(502, '<html>') }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'provider_bad_answer', status: 502 });
    expect(failure.message).toBe('The server answered 502. Please try again.');
  });

  it('rejects with a network_error ApiError when there is no answer at all', async () => {
    const unreachable: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const failure = await api.get('/x', { adapter: unreachable }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'network_error', status: 0 });
  });
});

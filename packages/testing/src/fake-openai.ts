import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one chat completion call. */
export type FakeReply =
  | { text: string }
  | { status: number; message?: string; headers?: Record<string, string> }
  | { hang: true };

export interface RecordedCall {
  model: string;
  stream: boolean;
  messages: { role: string; content: unknown }[];
}

export interface FakeOpenAI {
  /** Base URL to use as LLM_BASE_URL (ends in /v1). */
  baseURL: string;
  calls: RecordedCall[];
  /** Queues replies for the next calls; once used up, every call gets the default. */
  reply(...replies: FakeReply[]): void;
  setDefault(reply: FakeReply): void;
  /** Forgets queued replies and recorded calls. */
  reset(): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

function sendText(response: ServerResponse, model: string, text: string, stream: boolean) {
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };
  if (!stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
        usage,
      }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish: string | null, extra: object = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  // Pieces of a few characters, cut anywhere, as real models do.
  for (const piece of text.match(/[\s\S]{1,7}/g) ?? [])
    response.write(chunk({ content: piece }, null));
  response.write(chunk({}, 'stop', { usage }));
  response.end('data: [DONE]\n\n');
}

/** A fake OpenAI-compatible server on 127.0.0.1 with a random port, programmable per test. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply = { text: 'A short post about shipping small changes.' };
  const calls: RecordedCall[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const payload = JSON.parse(body) as RecordedCall;
    calls.push({
      model: payload.model,
      stream: Boolean(payload.stream),
      messages: payload.messages,
    });
    const reply = queue.shift() ?? fallback;
    if ('hang' in reply) return;
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(
        JSON.stringify({
          error: { message: reply.message ?? 'fake failure', type: 'server_error' },
        }),
      );
      return;
    }
    sendText(response, payload.model, reply.text, Boolean(payload.stream));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    reply: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    reset: () => {
      queue.length = 0;
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

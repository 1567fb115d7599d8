import {
  POST_COLLECTIONS,
  type CreatePostRequest,
  type Post,
  type PostKind,
} from '@quillpost/shared';
import { API_URL, ApiError, readXsrfToken, UNREACHABLE } from '@/lib/api-client';
import { useTokenStore } from '@/stores/token';

interface StreamOptions {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

const cutOff = () =>
  new ApiError(
    'The connection closed before the post was finished. Please try again.',
    'stream_interrupted',
    0,
  );

async function readFailure(response: Response): Promise<ApiError> {
  // A body that is not JSON (a proxy error page, for example) gives a message from the status.
  const body: unknown = await response.json().catch(() => null);
  return ApiError.fromAnswer(response.status, body);
}

/** Parses one Server-Sent Events block ("event: x\ndata: y") into its name and JSON data. */
export function parseEvent(block: string): { event: string; data: unknown } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) as unknown };
}

/**
 * Generates a post and streams its text as it is written. Resolves with the saved post; rejects
 * with the server's `{ message, code }`. EventSource cannot POST, so this reads the stream itself.
 */
export async function streamPost(
  kind: PostKind,
  body: CreatePostRequest,
  { onDelta, signal }: StreamOptions,
): Promise<Post> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  const token = useTokenStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readXsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  const response = await fetch(`${API_URL}/api/v0/posts/${POST_COLLECTIONS[kind]}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  }).catch((error: unknown) => {
    throw signal?.aborted ? error : new ApiError(UNREACHABLE, 'network_error', 0);
  });
  if (!response.ok) {
    if (response.status === 401) useTokenStore.getState().clearToken();
    throw await readFailure(response);
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const json = (await response.json()) as Record<PostKind, Post>;
    return json[kind];
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw cutOff();
    buffer += value.replace(/\r\n/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const parsed = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      if (!parsed) continue;
      if (parsed.event === 'delta') onDelta((parsed.data as { text: string }).text);
      else if (parsed.event === 'done') {
        await reader.cancel();
        return (parsed.data as Record<PostKind, Post>)[kind];
      } else if (parsed.event === 'error') {
        await reader.cancel();
        throw ApiError.fromAnswer(undefined, parsed.data);
      }
    }
  }
}

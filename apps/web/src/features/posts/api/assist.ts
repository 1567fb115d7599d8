import type { AssistRequest, AssistResponse, AssistSuggestion } from '@quillpost/shared';
import { api } from '@/lib/api-client';

/**
 * Suggestions for the person's own text: rewordings, shorter or fuller versions, opening lines,
 * or the text as a thread. Each is valid for X and for the networks of the accounts named.
 * Rejects with the server's `{ message, code }` as an ApiError (402 when the plan's generations
 * are used up, 429 past the rate limit).
 */
export async function assist({
  action,
  kind,
  content,
  accountIds,
}: AssistRequest): Promise<AssistSuggestion[]> {
  const body: AssistRequest = { action, kind, content, ...(accountIds ? { accountIds } : {}) };
  const { data } = await api.post<AssistResponse>('/api/v0/assist', body);
  return data.suggestions;
}

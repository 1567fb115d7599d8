import type { PublishableKind } from '@quillpost/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ASSIST_ACTIONS = ['rewrite', 'shorten', 'expand', 'hooks', 'thread'] as const;
export type AssistAction = (typeof ASSIST_ACTIONS)[number];

export interface AssistRequest {
  action: AssistAction;
  kind: PublishableKind;
  content: string;
  accountIds: string[];
}

export interface AssistSuggestion {
  content: string;
}

/** `POST /api/v0/assist`: suggestions for the text, each valid on the chosen accounts' networks. */
export async function assist(request: AssistRequest): Promise<AssistSuggestion[]> {
  const { data } = await api.post<{ suggestions: AssistSuggestion[] }>('/api/v0/assist', request);
  return data.suggestions;
}

export const useAssist = () => useMutation({ mutationFn: assist });

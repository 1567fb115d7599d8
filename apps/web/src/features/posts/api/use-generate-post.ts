import type { CreatePostRequest, Post, PostKind } from '@quillpost/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { streamPost } from './create-post';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'pending'; text: string }
  | { status: 'success'; post: Post }
  /** An ApiError, or whatever else stopped the generation. */
  | { status: 'error'; error: unknown };

/**
 * Idle, then pending (the text streams in), then the saved post or an error. Generating again
 * replaces the earlier result and stops a generation still running.
 */
export function useGeneratePost(kind: PostKind) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(
    async (request: CreatePostRequest) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'pending', text: '' });
      try {
        const post = await streamPost(kind, request, {
          signal: controller.signal,
          onDelta: (text) =>
            setState((previous) =>
              previous.status === 'pending'
                ? { status: 'pending', text: previous.text + text }
                : previous,
            ),
        });
        if (controller.signal.aborted) return;
        setState({ status: 'success', post });
        void queryClient.invalidateQueries({ queryKey: queryKeys.posts(kind) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(`Generating a ${kind} failed`, error);
        setState({ status: 'error', error });
      } finally {
        if (running.current === controller) running.current = null;
        // Usage changes with every attempt that reaches the server; refresh the counter either way.
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
    },
    [kind, queryClient],
  );

  return { state, generate };
}

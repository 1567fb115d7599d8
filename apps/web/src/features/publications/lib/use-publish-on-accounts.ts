import type { CreatePublicationRequest, PublishAt } from '@quillpost/shared';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCreatePublications, type CreateOutcome } from '../api/publications';
import { formatDateTime } from './zoned-time';

/** What to say beside an account once a publication was asked for on it. */
export interface AccountNote {
  text: string;
  refused: boolean;
}

/**
 * Publishes one post on several accounts and keeps what became of each: the accounts it is
 * scheduled on (`done`, never asked again), and the refusals of the last try, which a new time
 * drops.
 */
export function usePublishOnAccounts(timezone: string) {
  const create = useCreatePublications();
  const [notes, setNotes] = useState<ReadonlyMap<string, AccountNote>>(new Map());
  const [tried, setTried] = useState<string[]>([]);
  const done = useMemo(
    () => new Set([...notes].filter(([, note]) => !note.refused).map(([id]) => id)),
    [notes],
  );

  const noteOf = (outcome: CreateOutcome, publishAt: PublishAt, moved: boolean): AccountNote => {
    if ('failure' in outcome) return { refused: true, text: errorMessage(outcome.failure) };
    const at = formatDateTime(outcome.publication.publishAt, timezone);
    if (publishAt === 'now') return { refused: false, text: 'Publishing now.' };
    return {
      refused: false,
      text: `${moved ? 'Rescheduled' : 'Scheduled'} for ${at} (${timezone}).`,
    };
  };

  /** `waiting` maps an account to the post's publication already scheduled there, if any. */
  const publish = (
    request: Omit<CreatePublicationRequest, 'accountId'>,
    accountIds: readonly string[],
    waiting: ReadonlyMap<string, string> = new Map(),
  ) =>
    create.mutate(
      accountIds
        .filter((id) => !done.has(id))
        .map((accountId) => ({ ...request, accountId, reschedule: waiting.get(accountId) })),
      {
        onSuccess: (outcomes) => {
          setTried(outcomes.map((outcome) => outcome.accountId));
          setNotes((current) => {
            const next = new Map(current);
            for (const outcome of outcomes) {
              next.set(
                outcome.accountId,
                noteOf(outcome, request.publishAt, waiting.has(outcome.accountId)),
              );
            }
            return next;
          });
        },
      },
    );

  /** A new time: what was refused at the old one is no longer the answer. */
  const dropRefusals = () => {
    create.reset();
    setTried([]);
    setNotes((current) => new Map([...current].filter(([, note]) => !note.refused)));
  };

  const reset = () => {
    create.reset();
    setTried([]);
    setNotes(new Map());
  };

  return {
    notes,
    done,
    tried,
    refused: tried.filter((id) => notes.get(id)?.refused),
    pending: create.isPending,
    publish,
    dropRefusals,
    reset,
  };
}

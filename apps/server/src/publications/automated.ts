import { nextSlot, publicationParts, type SchedulingAutomation } from '@quillpost/shared';
import type { Database } from '../db/client';
import { newId } from '../lib/ids';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { queuePublication } from './job';
import * as live from './live-repository';
import { lockSchedule, scheduledTimes } from './repository';

/** What scheduling an automation's post came to. */
export type AutomatedOutcome =
  | { scheduled: { publicationId: string; at: Date } }
  /** Another run of the same automation took the claim first: nothing was written. */
  | { claimedElsewhere: true }
  /** The first free slot is later than `latest`: nothing was written. */
  | { tooLate: true }
  /** Nothing was written; the message says why, for the person. */
  | { refused: string };

/**
 * Schedules a post that an automation made in the account's first free weekly slot at or after
 * `notBefore` (and after now), in one transaction under the user's schedule lock, like a
 * "next-slot" publication. `claim` runs in that transaction with the new publication's id and
 * answers whether this run may write it: when it answers false nothing is written, so an
 * automation that claims each publication once in its own row never fills two slots.
 */
export async function scheduleAutomated(
  deps: AppDeps,
  input: {
    userId: string;
    accountId: string;
    network: string;
    post: { id: string; kind: 'tweet' | 'thread'; content: string; media: string[][] };
    automation: SchedulingAutomation;
    notBefore: Date;
    /** The slot must not be later than this. */
    latest?: Date;
    claim: (tx: Database, publicationId: string) => Promise<boolean>;
  },
): Promise<AutomatedOutcome> {
  const { timezone, slots } = await getSettings(deps, { userId: input.userId });
  if (slots.length === 0) {
    return { refused: 'There is no weekly slot in your settings to schedule the variant in.' };
  }
  const texts = publicationParts(input.post.kind, input.post.content);
  const parts = texts.map((text, i) => ({ text, media: input.post.media[i] ?? [] }));
  const id = newId();
  const outcome = await deps.db
    .transaction(async (tx): Promise<AutomatedOutcome> => {
      await lockSchedule(tx, input.userId);
      const now = deps.now();
      const from = input.notBefore > now ? input.notBefore : now;
      const taken = await scheduledTimes(tx, { ...input, after: from });
      const at = nextSlot({ timezone, slots, now: from, taken });
      if (!at) return { refused: 'There is no free weekly slot to schedule the variant in.' };
      if (input.latest && at >= input.latest) return { tooLate: true };
      if (!(await input.claim(tx, id))) return { claimedElsewhere: true };
      const inserted = await live.insertPublication(
        tx,
        {
          id,
          userId: input.userId,
          postId: input.post.id,
          accountId: input.accountId,
          network: input.network,
          kind: input.post.kind,
          status: 'scheduled',
          publishAt: at,
          automation: input.automation,
        },
        parts,
        deps.config.SCHEDULED_PUBLICATIONS_MAX,
      );
      // Undoes the claim with the rest: the next try finds the cycle still to schedule.
      if (inserted === 'too_many') throw new AutomatedRefusal(tooMany(deps));
      if (inserted === 'post_gone') throw new AutomatedRefusal('The variant was deleted.');
      return { scheduled: { publicationId: id, at } };
    })
    .catch((error: unknown) => {
      if (error instanceof AutomatedRefusal) return { refused: error.message };
      throw error;
    });
  if ('scheduled' in outcome) await queuePublication(deps, id, outcome.scheduled.at);
  return outcome;
}

class AutomatedRefusal extends Error {}

const tooMany = (deps: AppDeps) =>
  `You have ${deps.config.SCHEDULED_PUBLICATIONS_MAX} publications waiting to go out, the most one account may have.`;

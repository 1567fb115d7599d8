import { nextSlot, type Account, type Publication } from '@quillpost/shared';
import { useMemo } from 'react';
import { useSettingsQuery } from '@/lib/timezone';

/** What "Add to queue" would do now: still unknown, no slot at all, or each account's slot. */
export type QueueSlots =
  { state: 'loading' } | { state: 'none' } | { state: 'found'; at: ReadonlyMap<string, Date> };

/**
 * The slot each account's next queued post takes, chosen as the server chooses it: the first
 * weekly slot after now that no publication waiting on that account holds. `moving` are
 * publications that would leave their time (a reschedule), so their own slot counts as free.
 */
export function useNextSlots(
  accounts: readonly Account[],
  publications: readonly Publication[] | undefined,
  timezone: string,
  moving: ReadonlySet<string> = new Set(),
): QueueSlots {
  const settings = useSettingsQuery();
  const slots = settings.data?.slots;
  return useMemo((): QueueSlots => {
    if (!slots || !publications) return { state: 'loading' };
    if (slots.length === 0) return { state: 'none' };
    const now = new Date();
    const at = new Map<string, Date>();
    for (const account of accounts) {
      const taken = publications
        .filter(
          (p) =>
            p.accountId === account._id &&
            (p.status === 'scheduled' || p.status === 'publishing') &&
            !moving.has(p._id),
        )
        .map((p) => new Date(p.publishAt));
      const slot = nextSlot({ timezone, slots, now, taken });
      if (slot) at.set(account._id, slot);
    }
    return at.size === 0 && accounts.length > 0 ? { state: 'none' } : { state: 'found', at };
  }, [accounts, publications, slots, timezone, moving]);
}

import type { Account } from '@quillpost/shared';
import { Link } from 'react-router';
import { AccountName } from '@/components/account-name';
import type { QueueSlots } from '../lib/use-next-slots';
import { formatSlot } from '../lib/zoned-time';

/**
 * Said before "Add to queue" is pressed: the slot the post will take, on each chosen account
 * where they differ, or that there is no slot and where to add one.
 */
export function QueueSlotNote({
  queue,
  accounts,
  timezone,
}: {
  queue: QueueSlots;
  accounts: readonly Account[];
  timezone: string;
}) {
  if (queue.state === 'loading' || accounts.length === 0) return null;
  if (queue.state === 'none') {
    return (
      <p className="text-sm text-muted-foreground">
        No free slot in your queue: add weekly slots in{' '}
        <Link className="underline underline-offset-4" to="/dashboard/settings#schedule">
          Settings
        </Link>{' '}
        to use "Add to queue".
      </p>
    );
  }
  const named = accounts.filter((account) => queue.at.has(account._id));
  const times = new Set(named.map((account) => queue.at.get(account._id)!.getTime()));
  const slotText = (account: Account) =>
    `${formatSlot(queue.at.get(account._id)!.toISOString(), timezone)} (${timezone})`;
  if (times.size <= 1) {
    return (
      <p className="text-sm text-muted-foreground">
        Next free slot: {named[0] ? slotText(named[0]) : ''}
      </p>
    );
  }
  return (
    <div className="text-sm text-muted-foreground">
      <p>Next free slots:</p>
      <ul className="flex flex-col gap-1">
        {named.map((account) => (
          <li key={account._id} className="flex flex-wrap items-center gap-x-2">
            <AccountName account={account} /> <span>{slotText(account)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

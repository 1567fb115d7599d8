import type { Account, Publication } from '@quillpost/shared';
import { AccountName } from '@/components/account-name';
import { formatDateTime } from '../lib/zoned-time';

/** Said before any button: where the post already waits, and that asking again moves it. */
export function AlreadyWaiting({
  accounts,
  waiting,
  timezone,
}: {
  accounts: readonly Account[];
  waiting: ReadonlyMap<string, Publication>;
  timezone: string;
}) {
  const queued = accounts.filter((account) => waiting.has(account._id));
  if (queued.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {queued.map((account) => (
        <li key={account._id} className="flex flex-wrap items-center gap-x-2">
          {accounts.length > 1 && <AccountName account={account} />}
          <span>
            Already scheduled for {formatDateTime(waiting.get(account._id)!.publishAt, timezone)} (
            {timezone}): a new time reschedules it.
          </span>
        </li>
      ))}
    </ul>
  );
}

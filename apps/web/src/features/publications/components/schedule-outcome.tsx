import type { Account } from '@quillpost/shared';
import { Link } from 'react-router';
import { AccountName } from '@/components/account-name';
import type { AccountNote } from '../lib/use-publish-on-accounts';

const ScheduleLink = ({ them }: { them: boolean }) => (
  <>
    {' '}
    See {them ? 'them' : 'it'} in the{' '}
    <Link className="underline underline-offset-4" to="/dashboard/schedule">
      schedule
    </Link>
    .
  </>
);

/** Said once the post is on its way on every chosen account: what, when and where. */
export function ScheduleDone({
  accounts,
  notes,
}: {
  accounts: Account[];
  notes: ReadonlyMap<string, AccountNote>;
}) {
  if (accounts.length === 1) {
    return (
      <p role="status" className="text-sm font-medium text-success">
        {notes.get(accounts[0]!._id)?.text}
        <ScheduleLink them={false} />
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p className="font-medium text-success">
        On its way on {accounts.length} accounts.
        <ScheduleLink them />
      </p>
      <ul className="flex flex-col gap-1">
        {accounts.map((account) => (
          <li key={account._id} className="flex flex-wrap items-center gap-x-2">
            <AccountName account={account} /> <span>{notes.get(account._id)?.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a try on several accounts where some refused: how many took it, and where to read why. */
export function PartlyScheduled({ took, tried }: { took: number; tried: number }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {took > 0
        ? `Scheduled on ${took} of ${tried} accounts. Why the others refused it is said beside each.`
        : 'Not scheduled: why is said beside each account.'}
    </p>
  );
}

import type { Account } from '@quillpost/shared';
import { useId } from 'react';
import { AccountName } from '@/components/account-name';
import type { AccountNote } from '../lib/use-publish-on-accounts';

/**
 * The accounts a post can go out on, each a checkbox. One already scheduled in this dialog stays
 * checked and can no longer be changed; what happened on each account is said beside it.
 */
export function AccountPicker({
  accounts,
  chosen,
  done,
  notes,
  onChange,
}: {
  accounts: Account[];
  chosen: readonly string[];
  /** Accounts the post was scheduled on in this dialog. */
  done: ReadonlySet<string>;
  notes: ReadonlyMap<string, AccountNote>;
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  const toggle = (accountId: string, on: boolean) =>
    onChange(on ? [...chosen, accountId] : chosen.filter((chosenId) => chosenId !== accountId));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Accounts</legend>
      <ul className="flex flex-col gap-2">
        {accounts.map((account) => {
          const note = notes.get(account._id);
          const noteId = `${id}-${account._id}`;
          return (
            <li key={account._id} className="flex flex-col gap-1">
              <label className="flex min-w-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={chosen.includes(account._id)}
                  disabled={done.has(account._id)}
                  aria-describedby={note ? noteId : undefined}
                  aria-invalid={note?.refused ? true : undefined}
                  onChange={(event) => toggle(account._id, event.target.checked)}
                />
                <AccountName account={account} />
                {account.status === 'reconnect' && (
                  <span className="text-xs text-destructive">needs reconnecting in Settings</span>
                )}
              </label>
              {note && (
                <p
                  id={noteId}
                  className={
                    note.refused
                      ? 'ml-6 text-sm font-medium break-words text-destructive'
                      : 'ml-6 text-sm text-success'
                  }
                >
                  {note.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

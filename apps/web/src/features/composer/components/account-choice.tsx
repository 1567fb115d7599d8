import type { Account } from '@quillpost/shared';
import { AccountName } from '@/components/account-name';

/** The accounts the post is written for: their networks' rules count each part. */
export function AccountChoice({
  accounts,
  chosen,
  onChange,
}: {
  accounts: Account[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  if (accounts.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Counted for X. Connect accounts in Settings to count for each of your networks.
      </p>
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Write for</legend>
      <div className="flex flex-wrap gap-2">
        {accounts.map((account) => (
          <label
            key={account._id}
            className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              checked={chosen.includes(account._id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, account._id]
                    : chosen.filter((id) => id !== account._id),
                )
              }
            />
            <AccountName account={account} />
          </label>
        ))}
      </div>
      {chosen.length === 0 && (
        <p className="text-xs text-muted-foreground">Counted for X until you choose accounts.</p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import type { NamedAccount } from '@/components/account-name';
import { displayHandle, networkName } from '@/lib/networks';

const optionText = (account: NamedAccount) =>
  `${account.provider === 'sandbox' ? 'Sandbox ' : ''}${networkName(account.network)} ${displayHandle(account.handle)}`;

/** Narrows a screen to one account, or shows them all. */
export function AccountFilter({
  accounts,
  value,
  onChange,
}: {
  accounts: (NamedAccount & { _id: string })[];
  value: string;
  onChange: (accountId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Account
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-full min-w-0 flex-1 truncate rounded-md border border-input bg-background px-3 text-sm sm:flex-none"
      >
        <option value="">All accounts</option>
        {accounts.map((account) => (
          <option key={account._id} value={account._id}>
            {optionText(account)}
          </option>
        ))}
      </select>
    </div>
  );
}

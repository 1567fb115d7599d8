import { useMemo } from 'react';
import { AccountName } from '@/components/account-name';
import { accountText } from '@/lib/networks';
import { findingsOn, rulesOf } from '../lib/network-lint';
import type { AccountFindings } from '../lib/use-account-findings';
import { PartsPreview } from './parts-preview';

/**
 * The posts as they go out on each chosen account, each counted and checked by its network's
 * rules; before any account is chosen, the posts alone with what holds on every network.
 */
export function AccountPreviews({
  parts,
  checked,
}: {
  parts: string[];
  checked: AccountFindings[];
}) {
  const neutral = useMemo(() => findingsOn(null, parts), [parts]);
  if (checked.length === 0) {
    return <PartsPreview parts={parts} findings={neutral} rules={null} />;
  }
  if (checked.length === 1) {
    const [{ account, findings }] = checked as [AccountFindings];
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          As they go out on <AccountName account={account} />
        </p>
        <PartsPreview parts={parts} findings={findings} rules={rulesOf(account)} />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {checked.map(({ account, findings }) => (
        <section
          key={account._id}
          aria-label={`On ${accountText(account)}`}
          className="flex min-w-0 flex-col gap-2"
        >
          <h3 className="text-sm font-medium">
            On <AccountName account={account} />
          </h3>
          <PartsPreview
            parts={parts}
            findings={findings}
            rules={rulesOf(account)}
            label={`Posts that go out on ${accountText(account)}`}
          />
        </section>
      ))}
    </div>
  );
}

import { useMemo } from 'react';
import { AccountName } from '@/components/account-name';
import { accountText } from '@/lib/networks';
import { findingsOn, rulesOf } from '../lib/network-lint';
import type { AccountFindings } from '../lib/use-account-findings';
import { PartsPreview } from './parts-preview';

/**
 * The posts as they go out on each chosen account, each counted and checked by its network's
 * rules; before any account is chosen, the posts alone with what holds on every network. With
 * several accounts, each account's posts fold under a line saying how they fare there.
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
    <div className="flex min-w-0 flex-col gap-2">
      {checked.map(({ account, findings }, index) => {
        const rules = rulesOf(account);
        const longest = Math.max(...parts.map((text) => rules.count(text)));
        const refused = new Set(findings.filter((f) => f.level === 'error').map((f) => f.position))
          .size;
        return (
          // Folded but for the first and those with posts to fix, so the choices stay in reach.
          <details
            key={account._id}
            open={index === 0 || refused > 0}
            className="min-w-0 rounded-lg border px-3 py-2"
          >
            <summary className="cursor-pointer text-sm">
              On <AccountName account={account} />{' '}
              <span className="text-muted-foreground">
                · longest {longest}/{rules.maxLength}
              </span>
              {refused > 0 && (
                <span className="font-medium text-destructive">
                  {' '}
                  · {refused === 1 ? '1 post' : `${refused} posts`} will be refused
                </span>
              )}
            </summary>
            <div className="mt-2">
              <PartsPreview
                parts={parts}
                findings={findings}
                rules={rules}
                label={`Posts that go out on ${accountText(account)}`}
              />
            </div>
          </details>
        );
      })}
    </div>
  );
}

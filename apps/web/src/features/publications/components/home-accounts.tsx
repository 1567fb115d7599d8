import { AtSign } from 'lucide-react';
import { Link } from 'react-router';
import { AccountName } from '@/components/account-name';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAccounts } from '../api/accounts';

/** The dashboard home's accounts: each with whether it still posts, or a call to connect one. */
export function HomeAccounts() {
  const accounts = useAccounts();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AtSign aria-hidden className="size-4 text-primary" />
          Accounts
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {accounts.isPending && <Spinner label="Loading your accounts" />}
        {accounts.isError && <p className="text-destructive">{errorMessage(accounts.error)}</p>}
        {accounts.data?.length === 0 && (
          <>
            <p className="text-muted-foreground">
              Connect an X, Bluesky or Mastodon account to publish and schedule your posts.
            </p>
            <Link to="/dashboard/settings" className={buttonVariants({ className: 'self-start' })}>
              Connect an account
            </Link>
          </>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <>
            <ul className="flex flex-col gap-2">
              {accounts.data.map((account) => (
                <li key={account._id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <AccountName account={account} />
                  {account.status === 'connected' ? (
                    <span className="text-success">Connected</span>
                  ) : (
                    <span className="text-destructive">Reconnect it in Settings</span>
                  )}
                </li>
              ))}
            </ul>
            <Link className="font-medium text-primary hover:underline" to="/dashboard/settings">
              Manage accounts
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}

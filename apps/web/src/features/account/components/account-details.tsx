import { isPaidPlan, PLAN_TITLES } from '@quillpost/shared';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '../api/get-me';
import { formatDate } from '../usage';
import { UsageMeter } from './usage-meter';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

export function AccountDetails() {
  const me = useMe();
  if (me.isPending) return <Spinner label="Loading your account" />;
  if (me.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(me.error)}
      </p>
    );
  }
  const user = me.data;
  const paid = isPaidPlan(user.plan);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Profile and plan</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Row label="Name">{user.name}</Row>
            <Row label="E-mail">{user.email}</Row>
            <Row label="Plan">{PLAN_TITLES[user.plan]}</Row>
            {paid && user.planExpiresAt && (
              <Row label="Paid until">{formatDate(user.planExpiresAt)}</Row>
            )}
          </dl>
          {!paid && (
            <Link to="/pricing" className={buttonVariants({ className: 'mt-4' })}>
              Upgrade to Pro
            </Link>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>This month</CardTitle>
        </CardHeader>
        <CardContent>
          <UsageMeter usage={user.usage} />
        </CardContent>
      </Card>
    </div>
  );
}

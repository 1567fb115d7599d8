import { PLAN_TITLES } from '@quillpost/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '../api/get-me';
import { UsageMeter } from './usage-meter';

/** The dashboard home's line about the plan and this month's generations. */
export function UsageSummary() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PLAN_TITLES[me.data.plan]} plan</CardTitle>
      </CardHeader>
      <CardContent>
        <UsageMeter usage={me.data.usage} />
      </CardContent>
    </Card>
  );
}

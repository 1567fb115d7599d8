import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCompact } from '@/lib/format-count';
import { useAnalytics } from '../api/get-analytics';

/** The dashboard home's last seven days: posts out, impressions, engagements, or what to expect. */
export function WeekFigures() {
  const analytics = useAnalytics('7d');
  const data = analytics.data;
  const totals = data?.totals;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BarChart3 aria-hidden className="size-4 text-primary" />
          Last 7 days
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {analytics.isPending && <Spinner label="Loading your figures" />}
        {analytics.isError && <p className="text-destructive">{errorMessage(analytics.error)}</p>}
        {totals && totals.publications === 0 && (
          <p className="text-muted-foreground">
            No figures yet. They appear here about an hour after your first post goes out.
          </p>
        )}
        {totals && totals.publications > 0 && (
          <dl className="grid grid-cols-3 gap-2">
            {[
              ['Posts out', totals.publications],
              ['Impressions', totals.impressions],
              ['Engagements', totals.engagements],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">
                  {value === null ? '–' : formatCompact(Number(value))}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {data?.simulated && totals && totals.publications > 0 && (
          <p className="text-muted-foreground">Simulated figures from sandbox accounts.</p>
        )}
        <Link className="font-medium text-primary hover:underline" to="/dashboard/analytics">
          Analytics
        </Link>
      </CardContent>
    </Card>
  );
}

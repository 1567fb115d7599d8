import type { AnalyticsResponse } from '@quillpost/shared';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AccountFilter } from '@/components/account-filter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAccountFilter } from '@/lib/account-filter';
import { errorMessage } from '@/lib/api-client';
import {
  byNetworkOrder,
  displayHandle,
  joinNames,
  networkName,
  providerName,
} from '@/lib/networks';
import { formatLongDate, formatTime } from '@/lib/zoned-format';
import { useAccounts } from '../api/accounts';
import { useAnalytics } from '../api/get-analytics';
import { useRefreshAnalytics } from '../api/refresh-analytics';
import { silentBy, silentNetworks } from '../lib/format';
import type { PeriodId } from '../lib/period';
import { BestTimesCard } from './best-times';
import { ConnectInvite } from './connect-invite';
import { DropOffChart } from './drop-off-chart';
import { HourHeatmap } from './hour-heatmap';
import { OverTimeChart } from './over-time-chart';
import { PeriodPicker } from './period-picker';
import { TopPosts } from './top-posts';
import { TotalsGrid } from './totals';
import { GroupBars } from './what-works';
import { XSpendLine } from './x-spend';

export function AnalyticsScreen() {
  const [period, setPeriod] = useState<PeriodId>('30d');
  const accounts = useAccounts();
  const connected = accounts.data ?? [];
  const [filter, setFilter] = useAccountFilter();
  // An account disconnected since the address was made is no filter any more.
  const accountId =
    accounts.isSuccess && !connected.some((account) => account._id === filter) ? '' : filter;
  const analytics = useAnalytics(period, accountId);
  const refresh = useRefreshAnalytics();
  const data = analytics.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Analytics</h1>
          {data && hasFigures(data) && <ReadAndZone data={data} />}
        </div>
        {data && hasFigures(data) && (
          <div className="flex max-w-full min-w-0 flex-wrap items-center gap-3">
            {connected.length > 1 && (
              <AccountFilter accounts={connected} value={accountId} onChange={setFilter} />
            )}
            <PeriodPicker value={period} onChange={setPeriod} />
            {data.accounts.length > 0 && (
              <Button
                variant="outline"
                onClick={() => refresh.mutate()}
                disabled={refresh.isPending}
              >
                <RefreshCw aria-hidden className="size-4" />
                Refresh figures
              </Button>
            )}
          </div>
        )}
      </div>
      <p role="status" className="text-sm empty:hidden">
        {refresh.isSuccess
          ? refresh.data.message
          : refresh.isError
            ? errorMessage(refresh.error)
            : ''}
      </p>
      {analytics.isPending ? (
        <Spinner />
      ) : analytics.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(analytics.error)}
        </p>
      ) : (
        <Figures data={data!} accountId={accountId} />
      )}
    </div>
  );
}

const hasFigures = (data: AnalyticsResponse) =>
  data.accounts.length > 0 || data.publications.length > 0;

/** Where the figures come from: "X", "sandbox X and sandbox Bluesky". */
const sources = (data: AnalyticsResponse) =>
  joinNames(
    [
      ...new Set(
        [...data.accounts].sort(byNetworkOrder).map((a) => providerName(a.network, a.provider)),
      ),
    ],
    'and',
  );

/** When figures were last read, and the one zone every day and time on the screen is in. */
function ReadAndZone({ data }: { data: AnalyticsResponse }) {
  const { lastReadAt, period } = data;
  const from = sources(data) || (data.simulated ? 'the sandboxes' : 'the networks');
  return (
    <p className="text-sm text-muted-foreground">
      {lastReadAt &&
        `Last read from ${from} on ${formatLongDate(lastReadAt, period.timezone)} at ${formatTime(lastReadAt, period.timezone)}. `}
      Days and times are in {period.timezone}.
    </p>
  );
}

/** Which sandboxes these figures come from, to say that nothing was posted there. */
function SandboxNote({ data }: { data: AnalyticsResponse }) {
  const sandboxes = [
    ...new Set(
      [...data.accounts]
        .filter((account) => account.provider === 'sandbox')
        .sort(byNetworkOrder)
        .map((account) => networkName(account.network)),
    ),
  ];
  const listed = joinNames(
    sandboxes.map((name) => `sandbox ${name}`),
    'and',
  );
  const named = listed ? listed[0]!.toUpperCase() + listed.slice(1) : 'Sandbox';
  return (
    <p className="rounded-lg border border-dashed px-4 py-3 text-sm">
      <strong>{named}:</strong> nothing is posted, and every figure here is simulated except the
      count of posts published.
    </p>
  );
}

/** Day one: posts went out but no figure was read yet, so one short card says what comes. */
function BeforeFirstRead() {
  return (
    <section
      aria-labelledby="first-read-heading"
      className="rounded-xl border border-dashed px-4 py-6 text-sm"
    >
      <h2 id="first-read-heading" className="text-base font-semibold">
        Your first figures arrive about an hour after a post goes out
      </h2>
      <p className="mt-1 text-muted-foreground">
        Then this page shows impressions and engagements over time, your top posts, how far readers
        follow a thread, the best hours to post, and which formats and tones work best. Figures are
        read again later; Refresh figures reads them now.
      </p>
    </section>
  );
}

function Figures({ data, accountId }: { data: AnalyticsResponse; accountId: string }) {
  const { simulated } = data;
  // Best times are an account's own: the one chosen, else the first connected.
  const bestTimesAccount = accountId || data.accounts[0]?._id;
  const timezone = data.period.timezone;
  if (!hasFigures(data)) return <ConnectInvite />;
  const silent = silentNetworks(data.publications);
  return (
    <>
      {simulated && <SandboxNote data={data} />}
      <XSpendLine data={data} />
      {data.accounts
        .filter((account) => account.status === 'reconnect')
        .map((account) => (
          <p key={account._id} role="alert" className="text-sm text-destructive">
            {networkName(account.network)} no longer accepts the connection to{' '}
            {displayHandle(account.handle)}: reconnect it in Settings to keep your figures up to
            date.
          </p>
        ))}
      {data.publications.length === 0 ? (
        <div className="rounded-xl border border-dashed px-4 py-16 text-center">
          <h2 className="text-lg font-semibold">No posts published in this period</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Publish a tweet or thread with Schedule; its figures are read an hour after it goes out,
            and again later.
          </p>
        </div>
      ) : (
        <>
          <TotalsGrid totals={data.totals} silent={silent} />
          {data.lastReadAt === null ? (
            <BeforeFirstRead />
          ) : (
            <div className="grid gap-5 xl:grid-cols-2">
              <OverTimeChart daily={data.daily} />
              <TopPosts
                publications={data.publications}
                timezone={timezone}
                accounts={data.accounts}
                simulated={simulated}
              />
              <DropOffChart
                publications={data.publications}
                dropOff={data.dropOff}
                timezone={timezone}
              />
              <HourHeatmap byHour={data.byHour} />
              {bestTimesAccount && <BestTimesCard accountId={bestTimesAccount} />}
              <GroupBars
                title="By format"
                groupName="Format"
                description="Impressions per post for each format you published."
                groups={data.byFormat.map((g) => ({ ...g, label: `${g.format} (${g.kind})` }))}
                silentBy={silentBy(silent)}
              />
              <GroupBars
                title="By tone"
                groupName="Tone"
                description="Impressions per post for each tone of voice."
                groups={data.byTone.map((g) => ({
                  ...g,
                  label: g.voice[0]!.toUpperCase() + g.voice.slice(1),
                }))}
                silentBy={silentBy(silent)}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}

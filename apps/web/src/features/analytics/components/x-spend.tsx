import { formatUsd, type AnalyticsResponse } from '@quillpost/shared';

type XSpend = AnalyticsResponse['xSpend'];
type BilledCall = XSpend['byCall'][number];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** One kind of call in words: "6 posts", "1 read of 140 posts". */
function callText({ call, calls, units }: BilledCall): string {
  switch (call) {
    case 'post':
      return plural(calls, 'post', 'posts');
    case 'post_with_link':
      return plural(calls, 'post with a link', 'posts with a link');
    case 'media_metadata':
      return plural(calls, 'image description', 'image descriptions');
    case 'read':
      return `${plural(calls, 'read', 'reads')} of ${plural(units, 'post', 'posts')}`;
  }
}

/**
 * What Quillpost's calls to X's API cost this month, and the calls behind it. Shown with an X
 * account (or spend from one since disconnected); with sandbox X alone, that it is free.
 */
export function XSpendLine({ data }: { data: AnalyticsResponse }) {
  const { xSpend } = data;
  const onX = data.accounts.filter((account) => account.network === 'x');
  const realX = onX.some((account) => account.provider === 'real');
  if (!realX && xSpend.calls === 0) {
    if (onX.length === 0) return null;
    return (
      <p className="text-sm text-muted-foreground">Sandbox X is free: nothing is spent at X.</p>
    );
  }
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <p className="font-medium">X API spend this month: {formatUsd(xSpend.usd)}</p>
      <p className="text-muted-foreground">
        {xSpend.calls === 0
          ? 'No calls yet.'
          : `${plural(xSpend.calls, 'call', 'calls')}: ${xSpend.byCall.map(callText).join(', ')}.`}
      </p>
    </div>
  );
}

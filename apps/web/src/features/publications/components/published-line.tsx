import type { PublishedFigures } from '@quillpost/shared';
import type { ReactNode } from 'react';
import { Eye, Heart, MessageCircle, Repeat2, type LucideIcon } from 'lucide-react';
import { NotReported } from '@/components/not-reported';
import { SimulatedBadge } from '@/components/simulated-badge';
import { StatusBadge } from '@/components/status-badge';
import { formatCompact, formatCount } from '@/lib/format-count';
import { networkName, viewOnText } from '@/lib/networks';
import { formatShortDate, formatTime } from '../lib/zoned-time';

const SHOWN: { key: 'impressions' | 'likes' | 'reposts' | 'replies'; icon: LucideIcon }[] = [
  { key: 'impressions', icon: Eye },
  { key: 'likes', icon: Heart },
  { key: 'reposts', icon: Repeat2 },
  { key: 'replies', icon: MessageCircle },
];

function Figures({ figures, network }: { figures: PublishedFigures; network: string }) {
  if (figures.readAt === null) return <span>Figures not read yet</span>;
  return (
    <ul aria-label="Latest figures" className="flex flex-wrap items-center gap-3 tabular-nums">
      {SHOWN.map(({ key, icon: Icon }) => {
        const value = figures[key];
        return (
          <li
            key={key}
            className="inline-flex items-center gap-1"
            title={value === null ? undefined : `${formatCount(value)} ${key}`}
          >
            <Icon aria-hidden className="size-3.5" />
            {value === null ? (
              <>
                <span className="sr-only">{key} </span>
                <NotReported by={networkName(network)} />
              </>
            ) : (
              <>
                {formatCompact(value)}
                <span className="sr-only"> {key}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A publication that went out: when, its latest figures (marked simulated for a sandbox) and a
 * link to it on its network. Post cards and the schedule's published items both show it.
 */
export function PublishedLine({
  publishedAt,
  url,
  network,
  sandbox,
  timezone,
  figures,
  children,
}: {
  publishedAt: string;
  url: string | null;
  network: string;
  /** It went out on a sandbox account: nothing was posted. */
  sandbox: boolean;
  timezone: string;
  /** Missing while the figures load. */
  figures?: PublishedFigures;
  /** Badges that go with the date, such as "Late". */
  children?: ReactNode;
}) {
  const simulated = figures?.simulated ?? false;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span>
        <StatusBadge status="published">Published</StatusBadge>{' '}
        <time dateTime={publishedAt}>
          {formatShortDate(publishedAt, timezone)}, {formatTime(publishedAt, timezone)}
        </time>
      </span>
      {children}
      {figures && <Figures figures={figures} network={network} />}
      <SimulatedBadge simulated={simulated} />
      {url && (
        <a
          className="text-primary underline underline-offset-4"
          href={url}
          target="_blank"
          rel="noreferrer"
        >
          {viewOnText(network, sandbox)}
        </a>
      )}
    </div>
  );
}

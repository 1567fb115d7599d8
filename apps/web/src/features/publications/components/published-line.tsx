import type { PublishedFigures } from '@quillpost/shared';
import type { ReactNode } from 'react';
import { Eye, Heart, MessageCircle, Repeat2, type LucideIcon } from 'lucide-react';
import { SimulatedBadge } from '@/components/simulated-badge';
import { formatCompact, formatCount } from '@/lib/format-count';
import { formatShortDate, formatTime } from '../lib/zoned-time';

const SHOWN: { key: 'impressions' | 'likes' | 'reposts' | 'replies'; icon: LucideIcon }[] = [
  { key: 'impressions', icon: Eye },
  { key: 'likes', icon: Heart },
  { key: 'reposts', icon: Repeat2 },
  { key: 'replies', icon: MessageCircle },
];

function Figures({ figures }: { figures: PublishedFigures }) {
  if (figures.readAt === null) return <span>Figures not read yet</span>;
  return (
    <ul aria-label="Latest figures" className="flex flex-wrap items-center gap-3 tabular-nums">
      {SHOWN.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1"
          title={`${formatCount(figures[key])} ${key}`}
        >
          <Icon aria-hidden className="size-3.5" />
          {formatCompact(figures[key])}
          <span className="sr-only"> {key}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A publication that went out: when, its latest figures (marked simulated for sandbox X) and a
 * link to it. Post cards and the schedule's published items both show it.
 */
export function PublishedLine({
  publishedAt,
  url,
  timezone,
  figures,
  children,
}: {
  publishedAt: string;
  url: string | null;
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
        Published{' '}
        <time dateTime={publishedAt}>
          {formatShortDate(publishedAt, timezone)}, {formatTime(publishedAt, timezone)}
        </time>
      </span>
      {children}
      {figures && <Figures figures={figures} />}
      <SimulatedBadge simulated={simulated} />
      {url && (
        <a
          className="text-primary underline underline-offset-4"
          href={url}
          target="_blank"
          rel="noreferrer"
        >
          {url.startsWith('https://x.com/') ? 'View on X' : 'View on sandbox X'}
        </a>
      )}
    </div>
  );
}

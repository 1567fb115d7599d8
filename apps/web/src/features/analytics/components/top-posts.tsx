import {
  publicationSizeLabel,
  type AnalyticsPublication,
  type AnalyticsResponse,
} from '@quillpost/shared';
import type { ReactNode } from 'react';
import { AccountName } from '@/components/account-name';
import { NotReported } from '@/components/not-reported';
import { networkName, viewOnText } from '@/lib/networks';
import { formatLongDate } from '@/lib/zoned-format';
import { formatCount, formatRate, silentBy, silentNetworks } from '../lib/format';
import { FigureCard } from './figure-card';

const TOP = 5;
const CAPTION = 'Your posts with the most impressions';

type Accounts = AnalyticsResponse['accounts'];
type Top = {
  publications: AnalyticsPublication[];
  timezone: string;
  accounts: Accounts;
  simulated: boolean;
};

/** Posts whose network reports no impressions come after those that do, by engagements. */
const byReach = (a: AnalyticsPublication, b: AnalyticsPublication) =>
  (b.impressions ?? -1) - (a.impressions ?? -1) || b.engagements - a.engagements;

const impressionsOf = (p: AnalyticsPublication): ReactNode =>
  p.impressions === null ? <NotReported by={networkName(p.network)} /> : formatCount(p.impressions);
const rateOf = (p: AnalyticsPublication): ReactNode =>
  p.engagementRate === null ? (
    <NotReported by={networkName(p.network)} />
  ) : (
    formatRate(p.engagementRate)
  );

/**
 * A table where the card is wide enough for four columns (36rem: the half-width card at 1440 px
 * is not); on a narrower card each post
 * stacks its figures under it instead, so none is cut off.
 */
export function TopPosts({ publications, timezone, accounts, simulated }: Top) {
  const top = [...publications].sort(byReach).slice(0, TOP);
  const silent = silentNetworks(publications);
  return (
    <FigureCard
      title="Top posts"
      description={
        silent.length === 0
          ? 'By impressions, from each post’s latest read.'
          : `By impressions, from each post’s latest read; then by engagements, as ${silentBy(silent)} reports no impressions.`
      }
      className="@container"
    >
      <StackedPosts
        publications={top}
        timezone={timezone}
        accounts={accounts}
        simulated={simulated}
      />
      <div className="hidden overflow-x-auto @xl:block">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{CAPTION}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Post
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Impressions
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Engagements
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {top.map((publication) => (
              <tr key={publication._id} className="border-t align-top">
                <td className="min-w-0 py-2 pr-3 break-words">
                  <PostSummary
                    publication={publication}
                    timezone={timezone}
                    accounts={accounts}
                    simulated={simulated}
                  />
                </td>
                <td className="py-2 pr-3 text-right">{impressionsOf(publication)}</td>
                <td className="py-2 pr-3 text-right">{formatCount(publication.engagements)}</td>
                <td className="py-2 text-right">{rateOf(publication)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FigureCard>
  );
}

function StackedPosts({ publications, ...shown }: Top) {
  return (
    <ol aria-label={CAPTION} className="divide-y text-sm @xl:hidden">
      {publications.map((publication) => (
        <li key={publication._id} className="py-2">
          <PostSummary publication={publication} {...shown} />
          <dl className="mt-1 grid grid-cols-3 gap-2 tabular-nums">
            <Figure label="Impressions" value={impressionsOf(publication)} />
            <Figure label="Engagements" value={formatCount(publication.engagements)} />
            <Figure label="Rate" value={rateOf(publication)} />
          </dl>
        </li>
      ))}
    </ol>
  );
}

const Figure = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd>{value}</dd>
  </div>
);

function PostSummary({
  publication,
  timezone,
  accounts,
  simulated,
}: Omit<Top, 'publications'> & { publication: AnalyticsPublication }) {
  const account = accounts.find((a) => a._id === publication.accountId);
  const sandbox = account ? account.provider === 'sandbox' : simulated;
  return (
    <>
      <p className="line-clamp-2 break-words">{publication.excerpt}</p>
      <AccountName account={account} network={publication.network} className="mt-1 text-xs" />
      <p className="mt-0.5 text-xs text-muted-foreground">
        {publicationSizeLabel(publication.kind, publication.parts.length)} ·{' '}
        {formatLongDate(publication.publishedAt, timezone)}
        {publication.url && (
          <>
            {' · '}
            <a href={publication.url} target="_blank" rel="noreferrer" className="underline">
              {viewOnText(publication.network, sandbox)}
            </a>
          </>
        )}
      </p>
    </>
  );
}

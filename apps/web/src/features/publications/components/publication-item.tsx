import type { Account, Publication, PublishedFigures } from '@quillpost/shared';
import { Link } from 'react-router';
import { AccountName } from '@/components/account-name';
import { EvergreenBadge } from '@/components/evergreen-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { wentOutOnText } from '@/lib/networks';
import { useRetryPublication } from '../api/publications';
import { EVERGREEN_LABEL } from '../lib/evergreen';
import { excerpt } from '../lib/excerpt';
import { onSandbox } from '../lib/on-sandbox';
import { formatDateTime } from '../lib/zoned-time';
import { AutomationBadges } from './automation-badges';
import { PublishedLine } from './published-line';

export function PublishedItem({
  publication,
  account,
  timezone,
  figures,
}: {
  publication: Publication;
  /** Undefined once the account is disconnected. */
  account: Account | undefined;
  timezone: string;
  figures?: PublishedFigures;
}) {
  const parts = publication.parts.filter((part) => part.url);
  const sandbox = onSandbox(account, figures);
  const place = wentOutOnText(publication.network, sandbox);
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <AccountName account={account} network={publication.network} className="text-sm" />
      <p className="text-sm break-words">{excerpt(publication)}</p>
      <PublishedLine
        publishedAt={publication.publishedAt ?? publication.publishAt}
        url={parts[0]?.url ?? null}
        network={publication.network}
        sandbox={sandbox}
        timezone={timezone}
        figures={figures}
      >
        {publication.late && <Badge variant="outline">Late</Badge>}
        {publication.automation === 'evergreen' && <EvergreenBadge label={EVERGREEN_LABEL} />}
      </PublishedLine>
      <AutomationBadges automations={publication.automations} timezone={timezone} />
      {parts.length > 1 && (
        <ul aria-label={`Parts on ${place}`} className="flex flex-wrap gap-3 text-sm">
          {parts.map((part) => (
            <li key={part.position}>
              <a
                className="text-primary underline underline-offset-4"
                href={part.url!}
                target="_blank"
                rel="noreferrer"
              >
                {`Post ${part.position} on ${place}`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A failure reason, with "Settings" as a link there when the fix is to connect an account. */
function FailureReason({ reason }: { reason: string }) {
  const [before, ...after] = reason.split(/\bSettings\b/);
  return (
    <p className="text-sm text-destructive">
      {before}
      {after.length > 0 && (
        <>
          <Link className="underline underline-offset-4" to="/dashboard/settings">
            Settings
          </Link>
          {after.join('Settings')}
        </>
      )}
    </p>
  );
}

export function FailedItem({
  publication,
  account,
  timezone,
}: {
  publication: Publication;
  /** Undefined once the account is disconnected. */
  account: Account | undefined;
  timezone: string;
}) {
  const retry = useRetryPublication();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-destructive/40 p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">
          {formatDateTime(publication.publishAt, timezone)}
        </span>
        <AccountName account={account} network={publication.network} />
        {publication.automation === 'evergreen' && <EvergreenBadge label={EVERGREEN_LABEL} />}
      </div>
      <p className="text-sm break-words">{excerpt(publication)}</p>
      {publication.error && <FailureReason reason={publication.error} />}
      <Button
        size="sm"
        className="self-start"
        disabled={retry.isPending}
        onClick={() => retry.mutate(publication._id)}
      >
        Retry
      </Button>
      {retry.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(retry.error)}
        </p>
      )}
    </li>
  );
}

import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AccountName } from '@/components/account-name';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAccounts } from '../api/accounts';
import { usePublications } from '../api/publications';
import { useTimezone } from '../api/timezone';
import { excerpt } from '../lib/excerpt';
import { formatSlot } from '../lib/zoned-time';
import { NOTHING_SCHEDULED } from '../lib/nothing-scheduled';

const SHOWN = 5;

/**
 * The dashboard home's next scheduled posts: when (on the person's clock), where, and which; and
 * how many did not go out, with the way to the reasons.
 */
export function HomeUpcoming() {
  const timezone = useTimezone();
  const accounts = useAccounts();
  const publications = usePublications();
  const next = useMemo(
    () =>
      (publications.data ?? [])
        .filter((p) => p.status === 'scheduled' || p.status === 'publishing')
        .toSorted((a, b) => a.publishAt.localeCompare(b.publishAt))
        .slice(0, SHOWN),
    [publications.data],
  );
  const failed = (publications.data ?? []).filter((p) => p.status === 'failed').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock aria-hidden className="size-4 text-primary" />
          Next scheduled
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {publications.isPending && <Spinner label="Loading your schedule" />}
        {publications.isError && (
          <p className="text-destructive">{errorMessage(publications.error)}</p>
        )}
        {failed > 0 && (
          // A post that did not go out is where the person stands too, not only on the schedule.
          <p className="text-destructive">
            {failed === 1 ? '1 post' : `${failed} posts`} did not go out.{' '}
            <Link className="underline underline-offset-4" to="/dashboard/schedule">
              See why and retry
            </Link>
          </p>
        )}
        {publications.isSuccess && next.length === 0 && (
          <p className="text-muted-foreground">{NOTHING_SCHEDULED}</p>
        )}
        {next.length > 0 && (
          <ul className="flex flex-col gap-3">
            {next.map((publication) => (
              <li key={publication._id} className="flex min-w-0 flex-col gap-0.5">
                <Link
                  className="truncate font-medium hover:underline"
                  to={`/dashboard/posts/${publication.kind}/${encodeURIComponent(publication.postId)}/edit`}
                >
                  {excerpt(publication) || `Untitled ${publication.kind}`}
                </Link>
                <span className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <time dateTime={publication.publishAt}>
                    {publication.status === 'publishing'
                      ? 'Publishing now'
                      : `${formatSlot(publication.publishAt, timezone)} (${timezone})`}
                  </time>
                  <AccountName
                    account={accounts.data?.find((a) => a._id === publication.accountId)}
                    network={publication.network}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link className="font-medium text-primary hover:underline" to="/dashboard/schedule">
          Schedule
        </Link>
      </CardContent>
    </Card>
  );
}

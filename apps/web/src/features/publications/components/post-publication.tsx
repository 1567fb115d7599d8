import { useMemo } from 'react';
import {
  isPublishableKind,
  type Account,
  type PostKind,
  type Publication,
} from '@quillpost/shared';
import { AccountName } from '@/components/account-name';
import { useAccounts } from '../api/accounts';
import { usePostPublications } from '../api/publications';
import { usePublicationFigures } from '../api/publication-figures';
import { useTimezone } from '../api/timezone';
import { onSandbox } from '../lib/on-sandbox';
import { cardPublications } from '../lib/card-publications';
import { PendingLine } from './pending-line';
import { AutomationBadges } from './automation-badges';
import { PublishedLine } from './published-line';

/** A library looks again only while something is going out, not for posts due next week. */
const goingOutNow = (publication: Publication) =>
  publication.status === 'publishing' ||
  (publication.status === 'scheduled' && Date.parse(publication.publishAt) <= Date.now() + 60_000);

/**
 * On a saved post's card, on each account: when it is scheduled, that it is going out, why it
 * failed, or when it went out with its latest figures there. Every
 * card of a page asks with the same ids, so the page makes one publications request and one
 * figures request, and none for figures when nothing on it went out.
 */
export function PostPublication({
  kind,
  postId,
  pagePostIds,
}: {
  kind: PostKind;
  postId: string;
  pagePostIds: readonly string[];
}) {
  if (!isPublishableKind(kind)) return null;
  return <PublishedPost postId={postId} pagePostIds={pagePostIds} />;
}

function PublishedPost({
  postId,
  pagePostIds,
}: {
  postId: string;
  pagePostIds: readonly string[];
}) {
  const timezone = useTimezone();
  const accounts = useAccounts();
  const publications = usePostPublications(pagePostIds, goingOutNow);
  const byPost = useMemo(() => cardPublications(publications.data ?? []), [publications.data]);
  const figures = usePublicationFigures(
    [...byPost.values()]
      .flat()
      .filter((p) => p.status === 'published')
      .map((p) => p._id),
  );
  const shown = byPost.get(postId) ?? [];
  if (shown.length === 0) return null;
  const connected = accounts.data ?? [];
  const accountOf = (p: Publication): Account | undefined =>
    connected.find((account) => account._id === p.accountId);
  // With one account there is nothing to tell apart.
  const named = connected.length > 1 || shown.length > 1;
  return (
    <div className="flex flex-col gap-1">
      {shown.map((publication) =>
        publication.status === 'published' && publication.publishedAt ? (
          <PublishedLine
            key={publication._id}
            publishedAt={publication.publishedAt}
            url={publication.parts.find((part) => part.url)?.url ?? null}
            network={publication.network}
            sandbox={onSandbox(accountOf(publication), figures.get(publication._id))}
            timezone={timezone}
            figures={figures.get(publication._id)}
          >
            {named && (
              <AccountName account={accountOf(publication)} network={publication.network} />
            )}
            <AutomationBadges automations={publication.automations} timezone={timezone} />
          </PublishedLine>
        ) : (
          // What is still to happen always says where, even with one account.
          <PendingLine key={publication._id} publication={publication} timezone={timezone}>
            <AccountName account={accountOf(publication)} network={publication.network} />
          </PendingLine>
        ),
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { isPublishableKind, type PostKind, type Publication } from '@quillpost/shared';
import { usePostPublications } from '../api/publications';
import { usePublicationFigures } from '../api/publication-figures';
import { useTimezone } from '../api/timezone';
import { PublishedLine } from './published-line';

/** The latest publication that went out of each post. */
function latestPublished(all: readonly Publication[]) {
  const byPost = new Map<string, Publication>();
  for (const publication of all) {
    if (publication.status !== 'published') continue;
    const before = byPost.get(publication.postId);
    if (!before || (before.publishedAt ?? '') < (publication.publishedAt ?? '')) {
      byPost.set(publication.postId, publication);
    }
  }
  return byPost;
}

/** A library looks again only while something is going out, not for posts due next week. */
const goingOutNow = (publication: Publication) =>
  publication.status === 'publishing' ||
  (publication.status === 'scheduled' && Date.parse(publication.publishAt) <= Date.now() + 60_000);

/**
 * On a saved post's card: when it went out and its latest figures. Every card of a page asks
 * with the same ids, so the page makes one publications request and one figures request, and
 * none for figures when nothing on it went out.
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
  const publications = usePostPublications(pagePostIds, goingOutNow);
  const published = useMemo(() => latestPublished(publications.data ?? []), [publications.data]);
  const figures = usePublicationFigures([...published.values()].map((p) => p._id));
  const publication = published.get(postId);
  if (!publication?.publishedAt) return null;
  return (
    <PublishedLine
      publishedAt={publication.publishedAt}
      url={publication.parts.find((part) => part.url)?.url ?? null}
      timezone={timezone}
      figures={figures.get(publication._id)}
    />
  );
}

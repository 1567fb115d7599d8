import type { Publication } from '@quillpost/shared';

const accountKey = (p: Publication) => `${p.postId} ${p.accountId ?? p.network}`;
const wentOutAt = (p: Publication) => p.publishedAt ?? '';

/**
 * What each post's card says, by post: on every account, what waits or is going out, the latest
 * publication that went out, and the latest failure unless something waits or went out after it
 * (a retried failure is no longer the news).
 */
export function cardPublications(all: readonly Publication[]): Map<string, Publication[]> {
  const byAccount = new Map<string, Publication[]>();
  for (const publication of all) {
    const key = accountKey(publication);
    byAccount.set(key, [...(byAccount.get(key) ?? []), publication]);
  }
  const byPost = new Map<string, Publication[]>();
  for (const publications of byAccount.values()) {
    const live = publications.filter((p) => p.status === 'scheduled' || p.status === 'publishing');
    const latest = (status: string, at: (p: Publication) => string) =>
      publications
        .filter((p) => p.status === status)
        .reduce<Publication | undefined>((a, b) => (!a || at(a) < at(b) ? b : a), undefined);
    const published = latest('published', wentOutAt);
    const failed = latest('failed', (p) => p.publishAt);
    const failureIsNews =
      failed && live.length === 0 && (!published || wentOutAt(published) < failed.publishAt);
    const shown = [...live, ...(published ? [published] : []), ...(failureIsNews ? [failed] : [])];
    const postId = publications[0]!.postId;
    byPost.set(postId, [...(byPost.get(postId) ?? []), ...shown]);
  }
  return byPost;
}

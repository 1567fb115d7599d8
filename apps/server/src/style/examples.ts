import { STYLE_EXAMPLES, type StyleExample } from '@quillpost/shared';
import type { OwnPost } from './own-posts';

/**
 * A post's performance next to its account's other posts: its engagement rate over the account's
 * average rate, or its engagements over the average engagements where the network reports no
 * impressions. Dividing by the account's own average lets posts on different networks be ranked
 * together.
 */
export function relativePerformance(posts: readonly OwnPost[]): Map<string, number> {
  const groups = new Map<string, OwnPost[]>();
  for (const post of posts) {
    if (!post.figures) continue;
    const key = post.accountId ?? 'none';
    const group = groups.get(key);
    if (group) group.push(post);
    else groups.set(key, [post]);
  }
  const performance = new Map<string, number>();
  for (const group of groups.values()) {
    const byRate = group.every((post) => post.engagementRate !== null);
    const value = (post: OwnPost) => (byRate ? post.engagementRate! : post.engagements);
    const average = group.reduce((sum, post) => sum + value(post), 0) / group.length;
    for (const post of group) performance.set(post.id, average > 0 ? value(post) / average : 0);
  }
  return performance;
}

/**
 * The examples that go with a style: the pinned posts first, then the best performing of the
 * rest, never a dropped one and never one without figures; best first.
 */
export function bestExamples(
  posts: readonly OwnPost[],
  marks: { pinned: readonly string[]; dropped: readonly string[] },
  limit = STYLE_EXAMPLES,
): StyleExample[] {
  const performance = relativePerformance(posts);
  const pinned = new Set(marks.pinned);
  const dropped = new Set(marks.dropped);
  const candidates = posts.filter(
    (post) => !dropped.has(post.id) && (pinned.has(post.id) || performance.has(post.id)),
  );
  // Each candidate's rank and time are worked out once, not at every comparison of the sort.
  const ranked = candidates.map((post) => ({
    post,
    rank: pinned.has(post.id) ? Infinity : performance.get(post.id)!,
    at: post.postedAt.getTime(),
  }));
  return ranked
    .sort((a, b) => b.rank - a.rank || b.at - a.at)
    .slice(0, Math.max(limit, pinned.size))
    .map(({ post }) => ({
      id: post.id,
      text: post.text,
      engagementRate: post.engagementRate,
      likes: post.figures?.likes ?? 0,
      postedAt: post.postedAt.toISOString(),
      pinned: pinned.has(post.id),
    }));
}

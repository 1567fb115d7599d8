/** X gives a post's private metrics (link and profile clicks) for 30 days after posting. */
export const PRIVATE_METRICS_MS = 30 * 86_400_000;

/** The last read point at or before `now`, or null while the first is still ahead. */
export function latestReadPoint(publishedAt: Date, now: Date, offsets: readonly number[]) {
  let point: Date | null = null;
  for (const offset of offsets) {
    const at = publishedAt.getTime() + offset;
    if (at <= now.getTime()) point = new Date(at);
  }
  return point;
}

export interface ReadCandidate {
  publishedAt: Date;
  /** The latest read, or null before the first. */
  lastReadAt: Date | null;
}

/** A scheduled read: a read point has passed since the latest read. */
export function isDue(part: ReadCandidate, now: Date, offsets: readonly number[]): boolean {
  const point = latestReadPoint(part.publishedAt, now, offsets);
  return point !== null && (part.lastReadAt === null || part.lastReadAt < point);
}

/**
 * A read the user asked for: due ones, and posts still inside their schedule whose latest read is
 * older than the schedule's shortest step. Settled posts (past the last read point, and read
 * after it) are not read again: their figures hardly move and every read costs.
 */
export function isRefreshable(part: ReadCandidate, now: Date, offsets: readonly number[]) {
  if (isDue(part, now, offsets)) return true;
  const age = now.getTime() - part.publishedAt.getTime();
  const inSchedule = age < offsets[offsets.length - 1]!;
  const stale =
    part.lastReadAt === null || now.getTime() - part.lastReadAt.getTime() >= offsets[0]!;
  return inSchedule && stale;
}

/** Whether X still gives this post's private metrics. */
export const hasPrivateMetrics = (publishedAt: Date, now: Date) =>
  now.getTime() - publishedAt.getTime() < PRIVATE_METRICS_MS;

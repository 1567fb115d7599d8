/**
 * A figure a network does not report (Bluesky and Mastodon count no impressions): a dash, never
 * a 0 that would read as nobody seeing the post, named in full for screen readers.
 */
export function NotReported({ by }: { by: string }) {
  return (
    <span title={`Not reported by ${by}`}>
      <span aria-hidden>—</span>
      <span className="sr-only">not reported by {by}</span>
    </span>
  );
}

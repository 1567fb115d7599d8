/**
 * `load` run on the first call and its answer kept for every later one. A failure is not kept:
 * the next call tries again, so a library or model that failed to load once is not lost for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

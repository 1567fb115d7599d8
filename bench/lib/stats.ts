/** The value below which the given share of the samples fall (nearest rank). */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: number[]) => percentile(samples, 0.5);

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
